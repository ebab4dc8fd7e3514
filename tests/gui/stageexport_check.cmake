# A slide figure of the stage on a small projector: the lecture's reduce at its last step,
# 1024 x 768, presentation mode, exported as SVG by the program itself. No text of the picture
# that holds an expression (a_0 in the table, a₀ on the nodes) may be cut with "…".
# Run by ctest: cmake -DCUBELAB=<program> -DSOURCE_DIR=<repository> -DWORK_DIR=<scratch> -P this file.
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}/config")
if(NOT DEFINED ENV{QT_QPA_PLATFORM})
    set(ENV{QT_QPA_PLATFORM} offscreen)
endif()
set(ENV{XDG_CONFIG_HOME} "${WORK_DIR}/config") # never the user's settings
execute_process(
    COMMAND "${CUBELAB}" --scenario resources/scenarios/lecture-reduce.json --step 3 --size 1024x768
            --presentation --export-svg "${WORK_DIR}/out.svg"
    WORKING_DIRECTORY "${SOURCE_DIR}"
    RESULT_VARIABLE result
    ERROR_VARIABLE errors)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cubelab --export-svg failed (${result}): ${errors}")
endif()
file(READ "${WORK_DIR}/out.svg" svg)
string(REGEX MATCHALL "<text[^>]*>[^<]*</text>" texts "${svg}")
set(expressions 0)
foreach(text IN LISTS texts)
    if(text MATCHES "a_[0-9]|a₀|a₁|a₂|a₃|a₄|a₅|a₆|a₇|a₈|a₉")
        math(EXPR expressions "${expressions} + 1")
        if(text MATCHES "…")
            message(FATAL_ERROR "an expression is cut short in the figure: ${text}")
        endif()
    endif()
endforeach()
# The figure shows the s_i at all: on the nodes and in the table.
if(expressions LESS 16)
    message(FATAL_ERROR "the figure holds only ${expressions} texts with an expression")
endif()
if(NOT svg MATCHES ">\\[\\(a₀\\+a₄\\)\\+\\(a₂\\+a₆\\)\\]\\+")
    message(FATAL_ERROR "the figure does not hold the lecture's s_0 broken between its halves")
endif()
