# cubelab_add_manual_page(TARGET "WHAT IT IS"): share/man/man1/TARGET.1.gz, made by help2man
# from the program's own --help, so the options are written in one place.
# The GUI answers --help without a display (offscreen).
find_program(CUBELAB_HELP2MAN help2man)
function(cubelab_add_manual_page target description)
    if(NOT CUBELAB_HELP2MAN)
        message(STATUS "help2man not found: no manual page for ${target} (scripts/install-deps brings it)")
        return()
    endif()
    set(page ${CMAKE_CURRENT_BINARY_DIR}/${target}.1)
    add_custom_command(OUTPUT ${page}.gz
        COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen
                ${CUBELAB_HELP2MAN} --no-info --name=${description} --version-string=${PROJECT_VERSION}
                --output=${page} $<TARGET_FILE:${target}>
        COMMAND gzip -9 -n -f ${page}
        DEPENDS ${target}
        VERBATIM)
    add_custom_target(${target}_manual_page ALL DEPENDS ${page}.gz)
    install(FILES ${page}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endfunction()
