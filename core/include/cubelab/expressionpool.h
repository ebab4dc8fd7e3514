#pragma once
// Symbolic values: a hash-consed DAG of expressions over the leaves a_0 … a_{p-1}.
// Equal expressions share one id, so a run of p nodes over n steps keeps O(p·n) nodes even
// though a complete result names all p leaves. The pool is append-only; ids stay valid.

#include "cubelab/operator.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace cubelab {

using ExprId = std::uint32_t;
inline constexpr ExprId kNoExpr = UINT32_MAX;

enum class ExprStyle : unsigned char
{
    Plain,   // ((a_0+a_4)+(a_2+a_6))+… : round brackets around every operation but the outermost
    Lecture, // [(a_0+a_4)+(a_2+a_6)]+… : ( ) [ ] { } by height, a complete result bare
    Latex,   // the lecture style with a_{0}, \cdot, \{ \}
};

class ExpressionPool
{
public:
    struct Node
    {
        Operator op = Operator::Sum; // meaningless for a leaf
        bool isLeaf = true;
        ExprId left = kNoExpr;
        ExprId right = kNoExpr;
        std::uint32_t leaf = 0;      // the leaf's index, for a leaf
        std::uint32_t minLeaf = 0;   // smallest leaf index below
        std::uint32_t leafCount = 1; // leaves below, counted with repetition
        std::uint16_t height = 0;    // 0 for a leaf
    };

    ExprId leaf(std::uint32_t index);
    // The canonical expression op(a, b): for these commutative operators the operand whose
    // smallest leaf index is smaller stands first.
    ExprId combine(Operator op, ExprId a, ExprId b);

    const Node& node(ExprId id) const { return mNodes[id]; }
    std::size_t size() const { return mNodes.size(); }
    // The bytes the pool occupies: its nodes and its look-up tables (their entries
    // estimated with one pointer and the allocator's header each).
    std::size_t memoryBytes() const;

    // completeLeafCount: how many leaves make a complete result (p); the lecture leaves a
    // complete result without outer brackets.
    std::string format(ExprId id, ExprStyle style, std::uint32_t completeLeafCount) const;

    double evaluate(ExprId id, std::span<const double> leafValues) const;

    // Reads an expression as a person writes it: leaves a_3, a_{3} or a3; the operators
    // + * · × and max(x, y), min(x, y); brackets ( ) [ ] { } of any kind, properly paired;
    // * binds tighter than +, and a chain a+b+c groups from the left. Throws InputError with
    // the position (counted from 1) and what was expected. Leaves must be below leafLimit;
    // brackets (and max(, min() nest at most kMaxNesting deep.
    ExprId parse(std::string_view text, std::uint32_t leafLimit);

    // Under AddressSanitizer a level of the parser takes about 14 KB of stack: 256 levels stay
    // far below the usual 8 MB in every build type.
    static constexpr std::size_t kMaxNesting = 256;

private:
    struct Key
    {
        Operator op;
        ExprId left;
        ExprId right;
        bool operator==(const Key&) const = default;
    };
    struct KeyHash
    {
        std::size_t operator()(const Key& k) const noexcept;
    };

    void formatInto(std::string& out, ExprId id, ExprStyle style,
                    std::uint32_t completeLeafCount) const;

    std::vector<Node> mNodes;
    std::unordered_map<std::uint32_t, ExprId> mLeaves;
    std::unordered_map<Key, ExprId, KeyHash> mCombined;
};

} // namespace cubelab
