# The program's own web pages for the export tests (web/test/export.test.mjs): the lecture's
# reduce and the lesson reduce-allreduce, in English, exported offscreen with settings of
# their own. Run by ctest: cmake -DCUBELAB=<program> -DSOURCE_DIR=<repository> -DWORK_DIR=<dir> -P this file.
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}/config")
if(NOT DEFINED ENV{QT_QPA_PLATFORM})
    set(ENV{QT_QPA_PLATFORM} offscreen)
endif()
set(ENV{XDG_CONFIG_HOME} "${WORK_DIR}/config") # never the user's settings

foreach(page IN ITEMS reduce lesson)
    if(page STREQUAL "reduce")
        set(what --scenario resources/scenarios/lecture-reduce.json)
    else()
        set(what --lesson reduce-allreduce)
    endif()
    execute_process(
        COMMAND "${CUBELAB}" ${what} --language en --export-html "${WORK_DIR}/${page}.html"
        WORKING_DIRECTORY "${SOURCE_DIR}"
        RESULT_VARIABLE result
        ERROR_VARIABLE errors)
    if(NOT result EQUAL 0 OR NOT EXISTS "${WORK_DIR}/${page}.html")
        message(FATAL_ERROR "cubelab ${what} --export-html failed (${result}): ${errors}")
    endif()
    # What the pages may weigh (a course page, a phone; docs/performance.md): the reduce, which
    # carries the engine (about 550 KB packed) beside its film, under 1 MB; the lecture's lesson
    # under 1.5 MB.
    file(SIZE "${WORK_DIR}/${page}.html" size)
    message(STATUS "${page}.html: ${size} bytes")
    if(page STREQUAL "reduce")
        set(limit 1000000)
    else()
        set(limit 1500000)
    endif()
    if(size GREATER limit)
        message(FATAL_ERROR "${page}.html weighs ${size} bytes, more than its ${limit}")
    endif()
endforeach()
