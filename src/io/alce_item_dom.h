// alce_item_from_dom: one ALCE item parsed by simdjson's DOM parser -> AlceItem, the fast path of
// the ALCE reader (alce_reader.cc).
//
// It accepts exactly the items alce_item_from_json accepts and builds the same AlceItem from
// them (JSON null counts as absent; of a repeated key the last value counts, as in nlohmann's
// DOM). It does not explain failures: on false the caller converts the item again with
// alce_item_from_json, whose error names the field. simdjson itself rejects some text nlohmann
// accepts (a byte order mark, integers beyond 64 bits), never the reverse, so the reader falls
// back to nlohmann for every item simdjson refuses, and a file reads as before.
#pragma once

#include <simdjson.h>

#include "items/alce_item.h"

namespace citeval::io {

// Fills `item` (index and line excepted) when `value` is a well-formed item; false otherwise,
// with `item` in an unspecified state.
bool alce_item_from_dom(simdjson::dom::element value, AlceItem& item);

}  // namespace citeval::io
