#include "program/luapattern.h"

#include "program/luacosts.h"
#include "program/luanode.h"
#include "program/luarun.h"

#include <cctype>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <lua.hpp>

// Lua raises errors with longjmp: nothing with a destructor is alive in these functions while
// they may raise.

namespace cubelab::program {

namespace {

constexpr int kMaxCaptures = 32;
constexpr int kMaxDepth = 200; // nested matcher calls, as Lua's own matcher allows
constexpr std::ptrdiff_t kUnfinished = -1;
constexpr std::ptrdiff_t kPosition = -2;
constexpr char kSpecials[] = "^$*+?.([%-";

struct Matcher
{
    lua_State* L = nullptr;
    const char* function = "";
    const char* source = nullptr;
    const char* sourceEnd = nullptr;
    const char* patternEnd = nullptr;
    LuaNode* node = nullptr;
    std::uint64_t budget = 0;
    int depth = 0;
    int level = 0;
    struct
    {
        const char* begin;
        std::ptrdiff_t length;
    } capture[kMaxCaptures];
};

[[noreturn]] void tooManySteps(Matcher& m)
{
    lua_State* L = m.L;
    lua_Debug where;
    int line = 0;
    if (lua_getstack(L, 1, &where) != 0 && lua_getinfo(L, "l", &where) != 0)
        line = where.currentline;
    // The budget with thousands separators, written into a plain buffer.
    char digits[32];
    const int length =
        std::snprintf(digits, sizeof digits, "%llu", static_cast<unsigned long long>(m.budget));
    char budget[48];
    int out = 0;
    for (int k = 0; k < length; ++k) {
        if (k > 0 && (length - k) % 3 == 0)
            budget[out++] = ',';
        budget[out++] = digits[k];
    }
    budget[out] = '\0';
    luaL_error(
        L,
        "%s: matching the pattern took more than %s steps without communicating, at line %d: "
        "a pattern with many repetitions (such as \"a*a*a*c\") tries too many ways; write a "
        "simpler pattern",
        m.function, budget, line);
    std::abort(); // not reached: luaL_error does not return
}

// Counts a step; looks at the run's clock and cancel every 1,024 steps.
void step(Matcher& m)
{
    if (++m.node->instructions > m.budget)
        tooManySteps(m);
    if ((m.node->instructions & 1023U) == 0)
        m.node->run->checkStop(m.L);
}

const char* classEnd(Matcher& m, const char* p)
{
    if (*p++ == '%') {
        if (p >= m.patternEnd)
            luaL_error(m.L, "malformed pattern (ends with '%%')");
        return p + 1;
    }
    if (p[-1] == '[') {
        if (*p == '^')
            ++p;
        do { // look for the closing ']'; a ']' right after '[' or '[^' is a member
            if (p >= m.patternEnd)
                luaL_error(m.L, "malformed pattern (missing ']')");
            if (*(p++) == '%' && p < m.patternEnd)
                ++p;
        } while (*p != ']');
        return p + 1;
    }
    return p;
}

bool inClass(int c, int cl)
{
    bool in = false;
    switch (std::tolower(cl)) {
    case 'a':
        in = std::isalpha(c) != 0;
        break;
    case 'c':
        in = std::iscntrl(c) != 0;
        break;
    case 'd':
        in = std::isdigit(c) != 0;
        break;
    case 'g':
        in = std::isgraph(c) != 0;
        break;
    case 'l':
        in = std::islower(c) != 0;
        break;
    case 'p':
        in = std::ispunct(c) != 0;
        break;
    case 's':
        in = std::isspace(c) != 0;
        break;
    case 'u':
        in = std::isupper(c) != 0;
        break;
    case 'w':
        in = std::isalnum(c) != 0;
        break;
    case 'x':
        in = std::isxdigit(c) != 0;
        break;
    default:
        return cl == c;
    }
    return std::islower(cl) != 0 ? in : !in;
}

// p points at '[', close at its ']'.
bool inSet(int c, const char* p, const char* close)
{
    bool member = true;
    if (p[1] == '^') {
        member = false;
        ++p;
    }
    while (++p < close) {
        if (*p == '%') {
            ++p;
            if (inClass(c, static_cast<unsigned char>(*p)))
                return member;
        } else if (p[1] == '-' && p + 2 < close) {
            p += 2;
            if (static_cast<unsigned char>(p[-2]) <= c && c <= static_cast<unsigned char>(*p))
                return member;
        } else if (static_cast<unsigned char>(*p) == c) {
            return member;
        }
    }
    return !member;
}

bool single(const Matcher& m, const char* s, const char* p, const char* ep)
{
    if (s >= m.sourceEnd)
        return false;
    const int c = static_cast<unsigned char>(*s);
    switch (*p) {
    case '.':
        return true;
    case '%':
        return inClass(c, static_cast<unsigned char>(p[1]));
    case '[':
        return inSet(c, p, ep - 1);
    default:
        return static_cast<unsigned char>(*p) == c;
    }
}

const char* match(Matcher& m, const char* s, const char* p);

const char* maxExpand(Matcher& m, const char* s, const char* p, const char* ep)
{
    std::ptrdiff_t i = 0;
    while (single(m, s + i, p, ep)) {
        step(m);
        ++i;
    }
    for (; i >= 0; --i) { // the most repetitions first
        step(m);
        if (const char* end = match(m, s + i, ep + 1))
            return end;
    }
    return nullptr;
}

const char* minExpand(Matcher& m, const char* s, const char* p, const char* ep)
{
    for (;;) {
        step(m);
        if (const char* end = match(m, s, ep + 1))
            return end;
        if (!single(m, s, p, ep))
            return nullptr;
        ++s;
    }
}

const char* startCapture(Matcher& m, const char* s, const char* p, std::ptrdiff_t what)
{
    if (m.level >= kMaxCaptures)
        luaL_error(m.L, "too many captures");
    m.capture[m.level].begin = s;
    m.capture[m.level].length = what;
    ++m.level;
    const char* end = match(m, s, p);
    if (end == nullptr)
        --m.level;
    return end;
}

const char* endCapture(Matcher& m, const char* s, const char* p)
{
    int open = m.level - 1;
    while (open >= 0 && m.capture[open].length != kUnfinished)
        --open;
    if (open < 0)
        luaL_error(m.L, "invalid pattern capture");
    m.capture[open].length = s - m.capture[open].begin;
    const char* end = match(m, s, p);
    if (end == nullptr)
        m.capture[open].length = kUnfinished;
    return end;
}

int captureIndex(Matcher& m, int digit)
{
    const int l = digit - '1';
    if (l < 0 || l >= m.level || m.capture[l].length == kUnfinished)
        luaL_error(m.L, "invalid capture index %%%d", l + 1);
    return l;
}

const char* matchCapture(Matcher& m, const char* s, int digit)
{
    const int l = captureIndex(m, digit);
    const std::ptrdiff_t length = m.capture[l].length;
    if (length >= 0 && m.sourceEnd - s >= length &&
        std::memcmp(m.capture[l].begin, s, static_cast<std::size_t>(length)) == 0)
        return s + length;
    return nullptr;
}

const char* matchBalance(Matcher& m, const char* s, const char* p)
{
    if (p + 1 >= m.patternEnd)
        luaL_error(m.L, "malformed pattern (missing arguments to '%%b')");
    if (s >= m.sourceEnd || *s != *p)
        return nullptr;
    const char open = p[0];
    const char close = p[1];
    int depth = 1;
    while (++s < m.sourceEnd) {
        step(m);
        if (*s == close) {
            if (--depth == 0)
                return s + 1;
        } else if (*s == open) {
            ++depth;
        }
    }
    return nullptr;
}

const char* match(Matcher& m, const char* s, const char* p)
{
    if (m.depth-- == 0)
        luaL_error(m.L, "pattern too complex");
    for (;;) {
        step(m);
        if (p == m.patternEnd)
            break; // the whole pattern matched
        if (*p == '(') {
            s = p[1] == ')' ? startCapture(m, s, p + 2, kPosition)
                            : startCapture(m, s, p + 1, kUnfinished);
            break;
        }
        if (*p == ')') {
            s = endCapture(m, s, p + 1);
            break;
        }
        if (*p == '$' && p + 1 == m.patternEnd) {
            s = s == m.sourceEnd ? s : nullptr;
            break;
        }
        if (*p == '%' && p[1] == 'b') {
            s = matchBalance(m, s, p + 2);
            if (s == nullptr)
                break;
            p += 4;
            continue;
        }
        if (*p == '%' && p[1] == 'f') {
            p += 2;
            if (*p != '[')
                luaL_error(m.L, "missing '[' after '%%f' in pattern");
            const char* ep = classEnd(m, p);
            const int before = s == m.source ? '\0' : static_cast<unsigned char>(s[-1]);
            const int here = s < m.sourceEnd ? static_cast<unsigned char>(*s) : '\0';
            if (!inSet(before, p, ep - 1) && inSet(here, p, ep - 1)) {
                p = ep;
                continue;
            }
            s = nullptr;
            break;
        }
        if (*p == '%' && std::isdigit(static_cast<unsigned char>(p[1])) != 0) {
            s = matchCapture(m, s, static_cast<unsigned char>(p[1]));
            if (s == nullptr)
                break;
            p += 2;
            continue;
        }
        const char* ep = classEnd(m, p);
        if (!single(m, s, p, ep)) {
            if (*ep == '*' || *ep == '?' || *ep == '-') { // it may match nothing
                p = ep + 1;
                continue;
            }
            s = nullptr;
            break;
        }
        if (*ep == '?') {
            if (const char* end = match(m, s + 1, ep + 1)) {
                s = end;
                break;
            }
            p = ep + 1;
            continue;
        }
        if (*ep == '+') {
            s = maxExpand(m, s + 1, p, ep);
            break;
        }
        if (*ep == '*') {
            s = maxExpand(m, s, p, ep);
            break;
        }
        if (*ep == '-') {
            s = minExpand(m, s, p, ep);
            break;
        }
        ++s;
        p = ep;
    }
    ++m.depth;
    return s;
}

// Pushes capture i (the whole match s…e when the pattern has none).
void pushCapture(Matcher& m, int i, const char* s, const char* e)
{
    if (i >= m.level) {
        if (i != 0)
            luaL_error(m.L, "invalid capture index %%%d", i + 1);
        lua_pushlstring(m.L, s, static_cast<std::size_t>(e - s));
        return;
    }
    const std::ptrdiff_t length = m.capture[i].length;
    if (length == kUnfinished)
        luaL_error(m.L, "unfinished capture");
    if (length == kPosition)
        lua_pushinteger(m.L, static_cast<lua_Integer>(m.capture[i].begin - m.source) + 1);
    else
        lua_pushlstring(m.L, m.capture[i].begin, static_cast<std::size_t>(length));
}

// The captures, or the whole match when s is given and the pattern has none.
int pushCaptures(Matcher& m, const char* s, const char* e)
{
    const int n = (m.level == 0 && s != nullptr) ? 1 : m.level;
    luaL_checkstack(m.L, n, "too many captures");
    for (int i = 0; i < n; ++i)
        pushCapture(m, i, s, e);
    return n;
}

void begin(Matcher& m, lua_State* L, const char* function, const char* source,
           std::size_t sourceLength, const char* pattern, std::size_t patternLength)
{
    m.L = L;
    m.function = function;
    m.source = source;
    m.sourceEnd = source + sourceLength;
    m.patternEnd = pattern + patternLength;
    m.node = &LuaNode::of(L);
    m.budget = m.node->run->instructionBudget();
}

void restart(Matcher& m)
{
    m.level = 0;
    m.depth = kMaxDepth;
}

// The 1-based position `pos` of a string of `length` bytes as an offset from its start
// (negative counts from the end).
std::size_t offsetOf(lua_Integer pos, std::size_t length)
{
    if (pos > 0)
        return static_cast<std::size_t>(pos) - 1;
    if (pos == 0)
        return 0;
    if (pos < -static_cast<lua_Integer>(length))
        return 0;
    return length - static_cast<std::size_t>(-pos);
}

bool hasSpecials(const char* p, std::size_t length)
{
    for (std::size_t k = 0; k < length; ++k)
        if (std::strchr(kSpecials, p[k]) != nullptr && p[k] != '\0')
            return true;
    return false;
}

// The first place of the pattern's bytes in begin … end, or null. Every place whose first byte
// matches is charged before it is compared (one instruction and one every
// kBytesPerInstruction bytes of the pattern): a long pattern of 'a's in a long text of 'a's
// compares at every place.
const char* findPlain(lua_State* L, const char* begin, const char* end, const char* p,
                      std::size_t patternLength)
{
    const std::uint64_t placeCost = patternLength / kBytesPerInstruction + 1;
    for (const char* at = begin; at + patternLength <= end; ++at) {
        at = static_cast<const char*>(std::memchr(at, *p, static_cast<std::size_t>(end - at)));
        if (at == nullptr || at + patternLength > end)
            return nullptr;
        LuaRun::charge(L, placeCost, "string.find");
        if (std::memcmp(at, p, patternLength) == 0)
            return at;
    }
    return nullptr;
}

int findOrMatch(lua_State* L, bool find)
{
    std::size_t sourceLength = 0;
    std::size_t patternLength = 0;
    const char* s = luaL_checklstring(L, 1, &sourceLength);
    const char* p = luaL_checklstring(L, 2, &patternLength);
    const std::size_t init = offsetOf(luaL_optinteger(L, 3, 1), sourceLength);
    if (init > sourceLength) {
        luaL_pushfail(L);
        return 1;
    }
    if (find && (lua_toboolean(L, 4) != 0 || !hasSpecials(p, patternLength))) {
        const char* found = patternLength == 0
                                ? s + init
                                : findPlain(L, s + init, s + sourceLength, p, patternLength);
        if (found != nullptr) {
            lua_pushinteger(L, static_cast<lua_Integer>(found - s) + 1);
            lua_pushinteger(L, static_cast<lua_Integer>(
                                   found - s + static_cast<std::ptrdiff_t>(patternLength)));
            return 2;
        }
        luaL_pushfail(L);
        return 1;
    }
    Matcher m;
    const bool anchor = *p == '^';
    if (anchor) {
        ++p;
        --patternLength;
    }
    begin(m, L, find ? "string.find" : "string.match", s, sourceLength, p, patternLength);
    const char* from = s + init;
    do {
        restart(m);
        if (const char* end = match(m, from, p)) {
            if (find) {
                lua_pushinteger(L, static_cast<lua_Integer>(from - s) + 1);
                lua_pushinteger(L, static_cast<lua_Integer>(end - s));
                return pushCaptures(m, nullptr, nullptr) + 2;
            }
            return pushCaptures(m, from, end);
        }
    } while (from++ < m.sourceEnd && !anchor);
    luaL_pushfail(L);
    return 1;
}

int find(lua_State* L)
{
    return findOrMatch(L, true);
}

int matchFunction(lua_State* L)
{
    return findOrMatch(L, false);
}

// The state of a gmatch iteration (upvalue 3): where the next search starts, where the last
// match ended (-1: none yet).
struct GmatchState
{
    std::size_t next = 0;
    std::ptrdiff_t lastEnd = -1;
};

int gmatchNext(lua_State* L)
{
    std::size_t sourceLength = 0;
    std::size_t patternLength = 0;
    const char* s = lua_tolstring(L, lua_upvalueindex(1), &sourceLength);
    const char* p = lua_tolstring(L, lua_upvalueindex(2), &patternLength);
    auto* state = static_cast<GmatchState*>(lua_touserdata(L, lua_upvalueindex(3)));
    if (state->next > sourceLength)
        return 0;
    Matcher m;
    begin(m, L, "string.gmatch", s, sourceLength, p, patternLength);
    for (const char* from = s + state->next; from <= m.sourceEnd; ++from) {
        restart(m);
        const char* end = match(m, from, p);
        if (end != nullptr && end - s != state->lastEnd) {
            state->next = static_cast<std::size_t>(end - s);
            state->lastEnd = end - s;
            return pushCaptures(m, from, end);
        }
    }
    return 0;
}

int gmatch(lua_State* L)
{
    std::size_t sourceLength = 0;
    luaL_checklstring(L, 1, &sourceLength);
    luaL_checkstring(L, 2);
    const std::size_t init = offsetOf(luaL_optinteger(L, 3, 1), sourceLength);
    lua_settop(L, 2);
    auto* state = static_cast<GmatchState*>(lua_newuserdatauv(L, sizeof(GmatchState), 0));
    state->next = init > sourceLength ? sourceLength + 1 : init;
    state->lastEnd = -1;
    lua_pushcclosure(L, gmatchNext, 3);
    return 1;
}

// Adds the replacement text (argument 3) for the match s…e.
void addText(Matcher& m, luaL_Buffer& out, const char* s, const char* e)
{
    lua_State* L = m.L;
    std::size_t length = 0;
    const char* text = lua_tolstring(L, 3, &length);
    for (std::size_t k = 0; k < length; ++k) {
        if (text[k] != '%') {
            luaL_addchar(&out, text[k]);
            continue;
        }
        ++k;
        const char d = k < length ? text[k] : '\0';
        if (d == '%') {
            luaL_addchar(&out, '%');
        } else if (d == '0') {
            luaL_addlstring(&out, s, static_cast<std::size_t>(e - s));
        } else if (std::isdigit(static_cast<unsigned char>(d)) != 0) {
            pushCapture(m, d - '1', s, e);
            luaL_tolstring(L, -1, nullptr);
            lua_remove(L, -2);
            luaL_addvalue(&out);
        } else {
            luaL_error(L, "invalid use of '%%' in replacement string");
        }
    }
}

void addReplacement(Matcher& m, luaL_Buffer& out, const char* s, const char* e, int kind)
{
    lua_State* L = m.L;
    if (kind == LUA_TFUNCTION) {
        lua_pushvalue(L, 3);
        const int n = pushCaptures(m, s, e);
        lua_call(L, n, 1);
    } else if (kind == LUA_TTABLE) {
        pushCapture(m, 0, s, e);
        lua_gettable(L, 3);
    } else {
        addText(m, out, s, e);
        return;
    }
    if (lua_toboolean(L, -1) == 0) { // nil or false: keep the match
        lua_pop(L, 1);
        luaL_addlstring(&out, s, static_cast<std::size_t>(e - s));
    } else if (lua_isstring(L, -1) == 0) {
        luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
    } else {
        luaL_addvalue(&out);
    }
}

int gsub(lua_State* L)
{
    std::size_t sourceLength = 0;
    std::size_t patternLength = 0;
    const char* source = luaL_checklstring(L, 1, &sourceLength);
    const char* p = luaL_checklstring(L, 2, &patternLength);
    const int kind = lua_type(L, 3);
    const lua_Integer most = luaL_optinteger(L, 4, static_cast<lua_Integer>(sourceLength) + 1);
    luaL_argexpected(L,
                     kind == LUA_TNUMBER || kind == LUA_TSTRING || kind == LUA_TFUNCTION ||
                         kind == LUA_TTABLE,
                     3, "string/function/table");
    const bool anchor = *p == '^';
    if (anchor) {
        ++p;
        --patternLength;
    }
    Matcher m;
    begin(m, L, "string.gsub", source, sourceLength, p, patternLength);
    luaL_Buffer out;
    luaL_buffinit(L, &out);
    const char* s = source;
    const char* lastEnd = nullptr;
    lua_Integer count = 0;
    while (count < most) {
        restart(m);
        const char* end = match(m, s, p);
        if (end != nullptr && end != lastEnd) {
            ++count;
            addReplacement(m, out, s, end, kind);
            s = lastEnd = end;
        } else if (s < m.sourceEnd) {
            luaL_addchar(&out, *s++);
        } else {
            break;
        }
        if (anchor)
            break;
    }
    luaL_addlstring(&out, s, static_cast<std::size_t>(m.sourceEnd - s));
    luaL_pushresult(&out);
    lua_pushinteger(L, count);
    return 2;
}

} // namespace

void installCountingPatterns(lua_State* L, int stringTable)
{
    const luaL_Reg functions[] = {
        {"find", find}, {"match", matchFunction}, {"gmatch", gmatch},
        {"gsub", gsub}, {nullptr, nullptr},
    };
    for (const luaL_Reg* f = functions; f->name != nullptr; ++f) {
        lua_pushcfunction(L, f->func);
        lua_setfield(L, stringTable, f->name);
    }
}

} // namespace cubelab::program
