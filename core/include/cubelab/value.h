#pragma once
// What a node holds and sends: a vector of m doubles and, in symbolic mode, the expression
// that describes every element of it.

#include "cubelab/expressionpool.h"

#include <span>

namespace cubelab {

struct ValueView
{
    std::span<const double> elements;
    ExprId expr = kNoExpr;
    bool present = true; // false for a node that holds nothing yet (before a broadcast reaches it)
};

enum class ValueMode : unsigned char { Symbolic, Numeric };

// The kind of communication a step performs, as the lecture names its phases.
enum class Phase : unsigned char { Reduce, Broadcast, Exchange };

} // namespace cubelab
