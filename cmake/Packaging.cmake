# `cpack -G DEB` (from the build folder) builds cubelab_<version>_amd64.deb from what
# `cmake --install` installs under /usr. Its Depends are computed from the binaries by
# dpkg-shlibdeps, plus the Qt plugins the program loads at run time, which no binary links.
set(CPACK_PACKAGE_NAME cubelab)
set(CPACK_PACKAGE_VENDOR "The CubeLab developers")
set(CPACK_PACKAGE_CONTACT "The CubeLab developers <developers@cubelab.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "reduce and all-reduce on a hypercube, step by step")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://cubelab.org/")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The synopsis is CPACK_PACKAGE_DESCRIPTION_SUMMARY; this is the text under it.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
"CubeLab shows how the collectives reduce, broadcast and all-reduce run on
a hypercube of 2^n nodes: Tree_UpDo, Tree_Down, Tree_Do and Cube_Do, as
the lecture on parallel programming teaches them. Every node runs the
algorithm as a real message-passing program; every step is recorded link
by link, with the partial results in the lecture's own brackets.
.
It shows what each step costs on a machine whose links differ in speed,
the load on each link, the comparison of the variants, and checks the
lecture's exercises, in English and German. cubelab-cli runs the same
engine from a terminal; cubelab-mpi runs the same node programs on MPI
ranks, checks them against MPI's own collectives and measures each step.")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The platform plugins (xcb, offscreen) are loaded with dlopen; Qt's own German strings and a
# font with the subscript digits are wanted, not required.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
# mpirun starts cubelab-mpi; the library it links comes through the shared-library dependencies.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-dejavu-core, openmpi-bin")
include(CPack)
