#pragma once
// The element-wise operations a reduction combines with (the lecture's VtOp).

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab {

enum class Operator : unsigned char
{
    Sum,
    Product,
    Max,
    Min
};

// "sum", "product", "max", "min".
std::string_view operatorName(Operator op);
// Parses a name (any case; also "+", "*", "plus", "prod"); throws InputError listing the
// valid names.
Operator parseOperator(std::string_view text);
const std::vector<Operator>& allOperators();

// Inline: the emulator applies it once for every node and step.
inline double applyOperator(Operator op, double a, double b)
{
    switch (op) {
    case Operator::Sum:
        return a + b;
    case Operator::Product:
        return a * b;
    case Operator::Max:
        return a < b ? b : a; // std::max(a, b)
    case Operator::Min:
        return b < a ? b : a; // std::min(a, b)
    }
    return a;
}
// target[i] = op(target[i], other[i]) for every element.
void combineInto(Operator op, std::span<double> target, std::span<const double> other);

} // namespace cubelab
