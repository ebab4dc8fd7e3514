// LibraryCollective::agree: CubeLab's result against the MPI library's — exact for copies and
// max/min, within 2·γ_p·(1+γ_p)·Σ|x| for a sum and 2·γ_p·(1+γ_p)·|result| for a product.

#include "librarycollective.h"

#include <cfloat>
#include <cmath>
#include <gtest/gtest.h>
#include <limits>

namespace cubelab::mpi {
namespace {

constexpr double kU = DBL_EPSILON / 2;

double gamma(int p)
{
    return p * kU / (1 - p * kU);
}

TEST(Agreement, ExactMeansNotOneUlpApart)
{
    const std::vector<double> ours{1.0, 2.0, 3.0};
    std::vector<double> theirs = ours;
    EXPECT_TRUE(LibraryCollective::agree(ours, theirs, {}, true, 8, 0, 3).agrees);
    theirs[2] = std::nextafter(3.0, 4.0);
    const auto a = LibraryCollective::agree(ours, theirs, {}, true, 8, 0, 3);
    EXPECT_FALSE(a.agrees);
    EXPECT_EQ(a.firstDisagreeing, 2u);
    EXPECT_EQ(a.largestDifference, std::nextafter(3.0, 4.0) - 3.0);
    EXPECT_EQ(a.allowedDifference, 0.0);
}

TEST(Agreement, OnlyTheRanksOwnElementsAreCompared)
{
    const std::vector<double> ours{9.0, 2.0, 9.0};
    const std::vector<double> theirs{1.0, 2.0, 3.0};
    EXPECT_TRUE(LibraryCollective::agree(ours, theirs, {}, true, 4, 1, 1).agrees);
    EXPECT_FALSE(LibraryCollective::agree(ours, theirs, {}, true, 4, 0, 2).agrees);
}

TEST(Agreement, ASumMayDifferByTheRoundingOfAnotherOrder)
{
    // 1e16 + 1 − 1e16 + 1 summed in two orders: 2 and 0. Σ|x| = 2e16 + 2, p = 4.
    const std::vector<double> ours{2.0};
    const std::vector<double> theirs{0.0};
    const std::vector<double> magnitudes{2e16 + 2};
    const auto a = LibraryCollective::agree(ours, theirs, magnitudes, false, 4, 0, 1);
    EXPECT_TRUE(a.agrees);
    EXPECT_EQ(a.largestDifference, 2.0);
    EXPECT_DOUBLE_EQ(a.allowedDifference, 2 * gamma(4) * (1 + gamma(4)) * (2e16 + 2));
    // With small magnitudes the same difference is an error.
    const std::vector<double> small{4.0};
    EXPECT_FALSE(LibraryCollective::agree(ours, theirs, small, false, 4, 0, 1).agrees);
}

TEST(Agreement, AProductIsBoundedRelativeToItsResult)
{
    const double result = 40320.0; // 8!
    const double bound = 2 * gamma(8) * (1 + gamma(8)) * result;
    const std::vector<double> theirs{result};
    const std::vector<double> within{result + bound / 2};
    const std::vector<double> beyond{result + 4 * bound};
    EXPECT_TRUE(LibraryCollective::agree(within, theirs, {}, false, 8, 0, 1).agrees);
    EXPECT_FALSE(LibraryCollective::agree(beyond, theirs, {}, false, 8, 0, 1).agrees);
}

TEST(Agreement, NotANumberAgreesOnlyWithNotANumber)
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    const std::vector<double> both{nan, inf};
    EXPECT_TRUE(LibraryCollective::agree(both, both, {}, true, 2, 0, 2).agrees);
    const std::vector<double> one{nan, inf};
    const std::vector<double> other{1.0, inf};
    EXPECT_FALSE(LibraryCollective::agree(one, other, {}, false, 2, 0, 2).agrees);
    const std::vector<double> minusInf{nan, -inf};
    EXPECT_FALSE(LibraryCollective::agree(both, minusInf, {}, true, 2, 1, 1).agrees);
}

// cubelab-mpi wrote "allowedDifference": null (infinity) for a product that overflowed, which
// no reader takes, and said "allowed nan" for a NaN input.
TEST(Agreement, ABoundBeyondADoubleIsZeroAndOnlyTheSameValueAgrees)
{
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const std::vector<double> overflowed{inf, 2.0};
    auto a = LibraryCollective::agree(overflowed, overflowed, {}, false, 8, 0, 2);
    EXPECT_TRUE(a.agrees);
    EXPECT_TRUE(std::isfinite(a.allowedDifference)) << a.allowedDifference;
    EXPECT_DOUBLE_EQ(a.allowedDifference, 2 * gamma(8) * (1 + gamma(8)) * 2.0);
    // A sum whose magnitudes overflowed: the same.
    const std::vector<double> magnitudes{inf, inf};
    a = LibraryCollective::agree(overflowed, overflowed, magnitudes, false, 8, 0, 2);
    EXPECT_TRUE(a.agrees);
    EXPECT_EQ(a.allowedDifference, 0.0);
    // NaN results agree with NaN, and the bound is a number.
    const std::vector<double> notANumber{nan};
    a = LibraryCollective::agree(notANumber, notANumber, {}, false, 4, 0, 1);
    EXPECT_TRUE(a.agrees);
    EXPECT_EQ(a.allowedDifference, 0.0);
    // A finite value does not agree with an overflowed one.
    const std::vector<double> finite{1e308};
    const std::vector<double> infinite{inf};
    a = LibraryCollective::agree(finite, infinite, {}, false, 4, 0, 1);
    EXPECT_FALSE(a.agrees);
    EXPECT_EQ(a.allowedDifference, 0.0);
}

} // namespace
} // namespace cubelab::mpi
