# Hugging Face tokenizers (src/text/hf_*) against npm @huggingface/tokenizers, id for id, on
# >= 5,000 lines for each model type (WordPiece fixture, GPT-2 byte-level BPE, SentencePiece
# Unigram), and the Precompiled normalizer against SentencePiece itself.
add_executable(hf_tokenize_tool ${CMAKE_CURRENT_LIST_DIR}/hf_tokenize_tool.cc)
target_link_libraries(hf_tokenize_tool PRIVATE citeval::text nlohmann_json::nlohmann_json)
citeval_warnings(hf_tokenize_tool)
find_program(CITEVAL_NODE node)
if(CITEVAL_NODE)
  foreach(type wordpiece bpe unigram)
    add_test(NAME text_hf_tokenizer_${type}_vs_js
      COMMAND ${CITEVAL_PYTHON} ${CMAKE_CURRENT_LIST_DIR}/hf_tokenizer_differential.py
              --type ${type} --tool $<TARGET_FILE:hf_tokenize_tool> --node ${CITEVAL_NODE}
              --modules ${CMAKE_SOURCE_DIR}/tools/npm/node_modules --shared ${CITEVAL_SHARED_DIR}
              --work ${CMAKE_CURRENT_BINARY_DIR}/hf_tokenizer_${type})
    set_tests_properties(text_hf_tokenizer_${type}_vs_js PROPERTIES LABELS "differential" TIMEOUT 120)
  endforeach()
endif()
