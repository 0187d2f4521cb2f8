# Hugging Face tokenizer throughput (WordPiece, byte-level BPE, Unigram + Precompiled) next to
# npm @huggingface/tokenizers on the same EWT sentences, and the "nli:DIR" judge's pairs/s next to
# the same TorchScript model in Python (bench/nli_bench_model.py). One command builds the test
# tokenizers and the model, runs everything and prints sentences/s and pairs/s:
#   cmake --build build/release --target run_nli_bench
citeval_bench(hf_tokenizer_bench SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/hf_tokenizer_bench.cc
  DEPS citeval::text)
citeval_bench(nli_judge_bench SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/nli_judge_bench.cc
  DEPS citeval::model nlohmann_json::nlohmann_json)
find_program(CITEVAL_BENCH_NODE node)
set(nli_bench_dir "${CMAKE_CURRENT_BINARY_DIR}/nli_bench")
add_custom_target(run_nli_bench
  COMMAND ${CMAKE_COMMAND} -E make_directory ${nli_bench_dir}
  COMMAND /usr/bin/python3 -c "import sys; sys.path.insert(0, '${CMAKE_SOURCE_DIR}/tests/text'); import hf_test_tokenizers as T; T.gpt2_tokenizer_json('${CMAKE_SOURCE_DIR}/tools/npm/node_modules', '${nli_bench_dir}/gpt2.json'); T.unigram_tokenizer_json(T.train_unigram('${CITEVAL_SHARED_DIR}', '${nli_bench_dir}/spm'), '${nli_bench_dir}/unigram.json')"
  COMMAND ${CMAKE_COMMAND} -E env CITEVAL_BENCH_GPT2=${nli_bench_dir}/gpt2.json
          CITEVAL_BENCH_UNIGRAM=${nli_bench_dir}/unigram.json
          $<TARGET_FILE:hf_tokenizer_bench> --benchmark_min_time=1
  COMMAND ${CITEVAL_BENCH_NODE} ${CMAKE_CURRENT_SOURCE_DIR}/hf_tokenizer_js_bench.mjs
          ${CMAKE_SOURCE_DIR}/tools/npm/node_modules ${CITEVAL_SHARED_DIR}
          wordpiece=${CITEVAL_SHARED_DIR}/data/tokenizers/bert-base-uncased-wordpiece/tokenizer.json
          bpe=${nli_bench_dir}/gpt2.json unigram=${nli_bench_dir}/unigram.json
  COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/nli_bench_model.py build --out ${nli_bench_dir}/nli
          --shared ${CITEVAL_SHARED_DIR} --modules ${CMAKE_SOURCE_DIR}/tools/npm/node_modules
  COMMAND ${CMAKE_COMMAND} -E env CITEVAL_BENCH_NLI_DIR=${nli_bench_dir}/nli
          $<TARGET_FILE:nli_judge_bench>
  COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/nli_bench_model.py time --out ${nli_bench_dir}/nli
  DEPENDS hf_tokenizer_bench nli_judge_bench USES_TERMINAL VERBATIM)
