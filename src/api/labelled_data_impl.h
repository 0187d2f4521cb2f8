// Internals of citeval::LabelledData (citeval/meta.h): the labelled set as meta/ reads it.
#pragma once

#include "citeval/meta.h"
#include "meta/labelled_data.h"

namespace citeval {

struct LabelledData::Impl {
  meta::LabelledSet set;
};

}  // namespace citeval
