#include "cubelab/operator.h"

#include "cubelab/errors.h"

#include <algorithm>
#include <cctype>

namespace cubelab {

std::string_view operatorName(Operator op)
{
    switch (op) {
    case Operator::Sum:
        return "sum";
    case Operator::Product:
        return "product";
    case Operator::Max:
        return "max";
    case Operator::Min:
        return "min";
    }
    return "sum";
}

const std::vector<Operator>& allOperators()
{
    static const std::vector<Operator> all{Operator::Sum, Operator::Product, Operator::Max,
                                           Operator::Min};
    return all;
}

Operator parseOperator(std::string_view text)
{
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (lower == "sum" || lower == "plus" || lower == "+" || lower == "vdplus")
        return Operator::Sum;
    if (lower == "product" || lower == "prod" || lower == "*" || lower == "times")
        return Operator::Product;
    if (lower == "max" || lower == "maximum")
        return Operator::Max;
    if (lower == "min" || lower == "minimum")
        return Operator::Min;
    throw InputError("unknown operator '" + std::string(text) +
                     "': choose one of sum, product, max, min");
}

void combineInto(Operator op, std::span<double> target, std::span<const double> other)
{
    const std::size_t n = std::min(target.size(), other.size());
    double* t = target.data();
    const double* o = other.data();
    // One loop per operator, so the compiler can vectorize each.
    switch (op) {
    case Operator::Sum:
        for (std::size_t i = 0; i < n; ++i)
            t[i] += o[i];
        break;
    case Operator::Product:
        for (std::size_t i = 0; i < n; ++i)
            t[i] *= o[i];
        break;
    case Operator::Max:
        for (std::size_t i = 0; i < n; ++i)
            t[i] = std::max(t[i], o[i]);
        break;
    case Operator::Min:
        for (std::size_t i = 0; i < n; ++i)
            t[i] = std::min(t[i], o[i]);
        break;
    }
}

} // namespace cubelab
