#include "cubelab/expressionpool.h"

#include "cubelab/errors.h"

#include <algorithm>
#include <cctype>
#include <limits>

namespace cubelab {

namespace {

bool isFunctionStyle(Operator op)
{
    return op == Operator::Max || op == Operator::Min;
}

std::string_view infixSymbol(Operator op, ExprStyle style)
{
    if (op == Operator::Product)
        return style == ExprStyle::Latex ? "\\cdot " : "*";
    return "+";
}

// ( ) for height 1, [ ] for 2, { } for 3, then again ( ).
std::pair<std::string_view, std::string_view> bracketsFor(int height, ExprStyle style)
{
    switch ((height - 1) % 3) {
    case 1:
        return {"[", "]"};
    case 2:
        return style == ExprStyle::Latex
                   ? std::pair<std::string_view, std::string_view>{"\\{", "\\}"}
                   : std::pair<std::string_view, std::string_view>{"{", "}"};
    default:
        return {"(", ")"};
    }
}

} // namespace

std::size_t ExpressionPool::KeyHash::operator()(const Key& k) const noexcept
{
    std::uint64_t h = (std::uint64_t{k.left} << 32) ^ k.right;
    h ^= std::uint64_t{static_cast<unsigned char>(k.op)} << 61;
    h *= 0x9E3779B97F4A7C15ull;
    return static_cast<std::size_t>(h ^ (h >> 29));
}

ExprId ExpressionPool::leaf(std::uint32_t index)
{
    auto [it, inserted] = mLeaves.try_emplace(index, static_cast<ExprId>(mNodes.size()));
    if (inserted) {
        Node node;
        node.leaf = index;
        node.minLeaf = index;
        mNodes.push_back(node);
    }
    return it->second;
}

ExprId ExpressionPool::combine(Operator op, ExprId a, ExprId b)
{
    const Node& na = mNodes.at(a);
    const Node& nb = mNodes.at(b);
    if (nb.minLeaf < na.minLeaf || (nb.minLeaf == na.minLeaf && b < a))
        std::swap(a, b);
    auto [it, inserted] = mCombined.try_emplace(Key{op, a, b}, static_cast<ExprId>(mNodes.size()));
    if (inserted) {
        const Node& l = mNodes[a];
        const Node& r = mNodes[b];
        Node node;
        node.op = op;
        node.isLeaf = false;
        node.left = a;
        node.right = b;
        node.minLeaf = std::min(l.minLeaf, r.minLeaf);
        node.leafCount = l.leafCount + r.leafCount;
        // Saturates: only the bracket kinds depend on it, and no reader tells them apart so high.
        node.height = static_cast<std::uint16_t>(std::min<int>(
            1 + std::max(l.height, r.height), std::numeric_limits<std::uint16_t>::max()));
        mNodes.push_back(node);
    }
    return it->second;
}

std::size_t ExpressionPool::memoryBytes() const
{
    // A hash-table entry is one allocation holding the next pointer and the value; the
    // allocator adds a header of its own.
    constexpr std::size_t kEntryOverhead = sizeof(void*) + 8;
    return mNodes.size() * sizeof(Node) + mLeaves.bucket_count() * sizeof(void*) +
           mLeaves.size() * (sizeof(decltype(mLeaves)::value_type) + kEntryOverhead) +
           mCombined.bucket_count() * sizeof(void*) +
           mCombined.size() * (sizeof(decltype(mCombined)::value_type) + kEntryOverhead);
}

std::string ExpressionPool::format(ExprId id, ExprStyle style,
                                   std::uint32_t completeLeafCount) const
{
    std::string out;
    out.reserve(std::size_t{mNodes.at(id).leafCount} * 8);
    formatInto(out, id, style, completeLeafCount);
    return out;
}

// Iterative: an expression from a file or a student's program may be a chain as long as the
// file, and no input may drive the depth of the call stack.
void ExpressionPool::formatInto(std::string& out, ExprId root, ExprStyle style,
                                std::uint32_t completeLeafCount) const
{
    // A task writes a piece of text, or formats the expression `id`.
    struct Task
    {
        ExprId id; // kNoExpr: write `text`
        bool outermost;
        std::string_view text;
    };
    std::vector<Task> tasks{{root, true, {}}};
    while (!tasks.empty()) {
        const Task task = tasks.back();
        tasks.pop_back();
        if (task.id == kNoExpr) {
            out += task.text;
            continue;
        }
        const Node& node = mNodes[task.id];
        if (node.isLeaf) {
            out += style == ExprStyle::Latex ? "a_{" : "a_";
            out += std::to_string(node.leaf);
            if (style == ExprStyle::Latex)
                out += '}';
            continue;
        }
        // Pushed in reverse: what is written last goes first.
        if (isFunctionStyle(node.op)) {
            if (style == ExprStyle::Latex)
                out += '\\';
            out += operatorName(node.op);
            out += '(';
            tasks.push_back({kNoExpr, false, ")"});
            tasks.push_back({node.right, false, {}});
            tasks.push_back({kNoExpr, false, ","});
            tasks.push_back({node.left, false, {}});
            continue;
        }
        bool bare = false;
        std::pair<std::string_view, std::string_view> brackets{"(", ")"};
        if (style == ExprStyle::Plain) {
            bare = task.outermost;
        } else {
            bare = task.outermost && node.leafCount == completeLeafCount;
            brackets = bracketsFor(node.height, style);
        }
        if (!bare) {
            out += brackets.first;
            tasks.push_back({kNoExpr, false, brackets.second});
        }
        tasks.push_back({node.right, false, {}});
        tasks.push_back({kNoExpr, false, infixSymbol(node.op, style)});
        tasks.push_back({node.left, false, {}});
    }
}

double ExpressionPool::evaluate(ExprId root, std::span<const double> leafValues) const
{
    (void)mNodes.at(root);
    // Post-order with an explicit stack (see formatInto): a node is combined once both of its
    // operands' values are on the value stack.
    std::vector<std::pair<ExprId, bool>> tasks{{root, false}}; // (id, operands done)
    std::vector<double> values;
    while (!tasks.empty()) {
        const auto [id, operandsDone] = tasks.back();
        tasks.pop_back();
        const Node& node = mNodes[id];
        if (node.isLeaf) {
            values.push_back(leafValues[node.leaf]);
        } else if (operandsDone) {
            const double right = values.back();
            values.pop_back();
            values.back() = applyOperator(node.op, values.back(), right);
        } else {
            tasks.push_back({id, true});
            tasks.push_back({node.right, false});
            tasks.push_back({node.left, false});
        }
    }
    return values.back();
}

// ---- parsing ---------------------------------------------------------------------------

namespace {

class Parser
{
public:
    Parser(ExpressionPool& pool, std::string_view text, std::uint32_t leafLimit)
        : mPool(pool), mText(text), mLeafLimit(leafLimit)
    {
    }

    ExprId parseAll()
    {
        ExprId e = parseSum();
        skipSpace();
        if (mPos < mText.size())
            fail("unexpected '" + currentChar() + "'; expected an operator (+ or *) or the end");
        return e;
    }

private:
    [[noreturn]] void fail(const std::string& what) const
    {
        throw InputError("expression, position " + std::to_string(mPos + 1) + ": " + what);
    }

    std::string currentChar() const
    {
        if (mPos >= mText.size())
            return "end";
        const auto c = static_cast<unsigned char>(mText[mPos]);
        std::size_t len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : 4;
        return std::string(mText.substr(mPos, len));
    }

    void skipSpace()
    {
        for (;;) {
            while (mPos < mText.size() && std::isspace(static_cast<unsigned char>(mText[mPos])))
                ++mPos;
            // LaTeX sizing commands carry no meaning here.
            if (consumeWord("\\left") || consumeWord("\\right"))
                continue;
            break;
        }
    }

    bool consumeWord(std::string_view word)
    {
        if (mText.substr(mPos, word.size()) == word) {
            mPos += word.size();
            return true;
        }
        return false;
    }

    bool consume(std::string_view token)
    {
        skipSpace();
        return consumeWord(token);
    }

    ExprId parseSum()
    {
        ExprId left = parseProduct();
        while (consume("+"))
            left = mPool.combine(Operator::Sum, left, parseProduct());
        return left;
    }

    ExprId parseProduct()
    {
        ExprId left = parseFactor();
        while (consume("*") || consume("\xC2\xB7") || consume("\xC3\x97") || consume("\\cdot") ||
               consume("\\times"))
            left = mPool.combine(Operator::Product, left, parseFactor());
        return left;
    }

    // The parser descends once per bracket or max(/min(; no text may exhaust the stack.
    struct Nesting
    {
        explicit Nesting(Parser& parser) : mParser(parser)
        {
            if (++mParser.mDepth > ExpressionPool::kMaxNesting)
                mParser.fail("brackets nested more than " +
                             std::to_string(ExpressionPool::kMaxNesting) +
                             " deep: CubeLab reads no deeper expressions (its collectives nest at "
                             "most 12 deep)");
        }
        ~Nesting() { --mParser.mDepth; }
        Parser& mParser;
    };

    ExprId parseFactor()
    {
        skipSpace();
        const std::size_t start = mPos;
        static constexpr std::string_view opens[] = {"(", "[", "\\{", "{"};
        static constexpr std::string_view closes[] = {")", "]", "\\}", "}"};
        for (std::size_t k = 0; k < 4; ++k) {
            if (consumeWord(opens[k])) {
                const Nesting nesting(*this);
                ExprId inner = parseSum();
                skipSpace();
                if (!consumeWord(closes[k])) {
                    if (mPos >= mText.size())
                        fail("'" + std::string(opens[k]) + "' opened at position " +
                             std::to_string(start + 1) + " is never closed");
                    fail("'" + currentChar() + "' does not close '" + std::string(opens[k]) +
                         "' opened at position " + std::to_string(start + 1) + "; expected '" +
                         std::string(closes[k]) + "'");
                }
                return inner;
            }
        }
        for (Operator op : {Operator::Max, Operator::Min}) {
            const std::string name(operatorName(op));
            if (consumeWord(name) || consumeWord("\\" + name)) {
                const Nesting nesting(*this);
                if (!consume("("))
                    fail("expected '(' after " + name);
                ExprId a = parseSum();
                if (!consume(","))
                    fail("expected ',' between the two operands of " + name);
                ExprId b = parseSum();
                if (!consume(")"))
                    fail("expected ')' to close " + name + "(");
                return mPool.combine(op, a, b);
            }
        }
        if (mPos < mText.size() && (mText[mPos] == 'a' || mText[mPos] == 'A'))
            return parseLeaf();
        if (mPos >= mText.size())
            fail("the expression ends too early; expected a leaf such as a_3 or a bracket");
        fail("unexpected '" + currentChar() + "'; expected a leaf such as a_3, a bracket or max(");
    }

    ExprId parseLeaf()
    {
        ++mPos; // 'a'
        consumeWord("_");
        const bool braced = consumeWord("{");
        const std::size_t digitsStart = mPos;
        while (mPos < mText.size() && std::isdigit(static_cast<unsigned char>(mText[mPos])))
            ++mPos;
        if (mPos == digitsStart || mPos - digitsStart > 9)
            fail("a leaf is written a_ and a node number, such as a_3");
        const auto index = static_cast<std::uint32_t>(
            std::stoul(std::string(mText.substr(digitsStart, mPos - digitsStart))));
        if (braced && !consumeWord("}"))
            fail("expected '}' after the leaf's number");
        if (index >= mLeafLimit)
            fail("there is no leaf a_" + std::to_string(index) + ": the leaves are a_0 to a_" +
                 std::to_string(mLeafLimit - 1));
        return mPool.leaf(index);
    }

    ExpressionPool& mPool;
    std::string_view mText;
    std::uint32_t mLeafLimit;
    std::size_t mPos = 0;
    std::size_t mDepth = 0;
};

} // namespace

ExprId ExpressionPool::parse(std::string_view text, std::uint32_t leafLimit)
{
    return Parser(*this, text, leafLimit).parseAll();
}

} // namespace cubelab
