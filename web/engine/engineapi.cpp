// The engine's C API for the web page: what `cubelab` (web/page/engine.js) calls. Each call
// answers 0 when it did what was asked, 1 when the input was refused; cubelab_result() then
// holds the answer's text or the refusal's message (UTF-8), valid until the next call.
// docs/web-page.md, "The engine in the page".

#include "cubelab/pricedrun.h"
#include "cubelab/scenarioprogram.h"

#include <emscripten/emscripten.h>

#include <exception>
#include <new>
#include <sstream>
#include <string>

namespace {

std::string& lastResult()
{
    static std::string text;
    return text;
}

template <typename Work> int answer(Work&& work)
{
    try {
        lastResult() = work();
        return 0;
    } catch (const std::bad_alloc&) {
        lastResult() = "the run needs more memory than the page may take (1 GiB)";
    } catch (const std::exception& e) {
        lastResult() = e.what();
    }
    return 1;
}

} // namespace

extern "C" {

// The trace of the scenario file's text, as `cubelab-cli run --scenario FILE --format json`
// writes it.
EMSCRIPTEN_KEEPALIVE int cubelab_run(const char* scenarioJson)
{
    return answer([&] {
        std::ostringstream out;
        cubelab::writePricedTrace(
            out, cubelab::runPriced(cubelab::scenarioFromText(scenarioJson, "scenario"), true));
        return std::move(out).str();
    });
}

EMSCRIPTEN_KEEPALIVE const char* cubelab_result()
{
    return lastResult().c_str();
}

} // extern "C"
