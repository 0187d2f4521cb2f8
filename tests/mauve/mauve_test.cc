// The pieces of the MAUVE pipeline on small inputs whose results are checked by hand (or, for
// NumPy's own orderings and linspace points, recorded from NumPy 1.24 and stated here).
#include <array>
#include <cmath>
#include <limits>
#include <vector>

#include <gtest/gtest.h>

#include "mauve/mauve.h"

namespace citeval::mauve {
namespace {

TEST(MauveBuckets, AutoIsATenthOfTheSmallerSideRoundedHalfToEven) {
  EXPECT_EQ(auto_num_buckets(5, 7), 2);        // round(0.5) = 0 -> at least 2
  EXPECT_EQ(auto_num_buckets(25, 30), 2);      // round(2.5) = 2
  EXPECT_EQ(auto_num_buckets(35, 40), 4);      // round(3.5) = 4
  EXPECT_EQ(auto_num_buckets(100, 45), 4);     // round(4.5) = 4
  EXPECT_EQ(auto_num_buckets(5000, 5000), 500);
  EXPECT_EQ(auto_num_buckets(1000, 16), 2);    // round(1.6) = 2
  EXPECT_EQ(auto_num_buckets(1000, 154), 15);  // round(15.4)
}

TEST(MauveHistograms, QRowsComeFirstAndSmoothingAddsAHalf) {
  // labels of q = {0, 1, 1}, of p = {2, 0}; three buckets
  const std::vector<std::int64_t> labels = {0, 1, 1, 2, 0};
  Histograms h = histograms(labels, 3, 3);
  EXPECT_EQ(h.q, (std::vector<double>{1.0 / 3, 2.0 / 3, 0.0}));
  EXPECT_EQ(h.p, (std::vector<double>{0.5, 0.0, 0.5}));
  EXPECT_EQ(h.q_smoothed, (std::vector<double>{1.5 / 4.5, 2.5 / 4.5, 0.5 / 4.5}));
  EXPECT_EQ(h.p_smoothed, (std::vector<double>{1.5 / 3.5, 0.5 / 3.5, 1.5 / 3.5}));
}

TEST(MauveLinspace, NumpyPoints) {
  const std::vector<double> w = numpy_linspace(1e-6, 1 - 1e-6, 25);
  ASSERT_EQ(w.size(), 25u);
  EXPECT_EQ(w[0], 1e-6);
  EXPECT_EQ(w[1], 0.041667583333333334);
  EXPECT_EQ(w[12], 0.49999999999999994);  // not 0.5: i * step + start
  EXPECT_EQ(w[23], 0.9583324166666667);
  EXPECT_EQ(w[24], 0.999999);
}

TEST(MauveKl, FiniteInfiniteAndZeroTerms) {
  const std::vector<double> p = {0.5, 0.5, 0.0}, q = {0.25, 0.75, 0.0};
  EXPECT_DOUBLE_EQ(kl_multinomial(p, q), 0.5 * std::log(2.0) + 0.5 * std::log(0.5 / 0.75));
  EXPECT_EQ(kl_multinomial(p, p), 0.0);
  const std::vector<double> r = {1.0, 0.0, 0.0};
  EXPECT_EQ(kl_multinomial(p, r), std::numeric_limits<double>::infinity());
  EXPECT_DOUBLE_EQ(kl_multinomial(r, p), std::log(2.0));
}

TEST(MauveCurve, ExtremesAndMixturePoints) {
  const std::vector<double> p = {1.0, 0.0}, q = {0.0, 1.0};
  const std::vector<double> w = {0.5};
  auto c = divergence_curve(p, q, w, 5);
  ASSERT_EQ(c.size(), 3u);
  EXPECT_EQ(c[0], (std::array<double, 2>{1.0, 0.0}));  // exp(-5 [0, inf])
  // r = (0.5, 0.5): KL(q || r) = KL(p || r) = log 2, so both coordinates are 2^-5
  EXPECT_DOUBLE_EQ(c[1][0], 1.0 / 32);
  EXPECT_DOUBLE_EQ(c[1][1], 1.0 / 32);
  EXPECT_EQ(c[2], (std::array<double, 2>{0.0, 1.0}));
  // the area under the polygon (0,1) (1/32,1/32) (1,0), read both ways, is the same:
  // 1/32 * (1 + 1/32) / 2 + (31/32) * (1/32) / 2
  const double a = (1.0 / 32) * (1 + 1.0 / 32) / 2 + (31.0 / 32) * (1.0 / 32) / 2;
  EXPECT_DOUBLE_EQ(mauve_area(c), a);
}

TEST(MauveArea, TiedPointsFollowNumpysOrder) {
  // Identical histograms put every mixture point at (1, 1) (up to rounding in r); built exactly
  // here: x ties at 1 for 26 points, y for 26. In NumPy's order the first segment of each
  // reading runs from the extreme point to a (1, 1) point, so each area is 1.
  std::vector<std::array<double, 2>> curve(27, {1.0, 1.0});
  curve.front() = {1.0, 0.0};
  curve.back() = {0.0, 1.0};
  EXPECT_EQ(mauve_area(curve), 1.0);
  const std::vector<double> h = {0.25, 0.75};
  const auto computed = divergence_curve(h, h, numpy_linspace(1e-6, 1 - 1e-6, 25), 5);
  EXPECT_NEAR(mauve_area(computed), 1.0, 1e-12);
  EXPECT_EQ(frontier_integral(h, h), 0.0);
}

TEST(MauveArgsort, NumpyIntrosortOrderOfTies) {
  std::vector<double> x(27, 1.0);
  x[26] = 0.0;
  // np.argsort(x) in NumPy 1.24
  EXPECT_EQ(numpy_argsort(x),
            (std::vector<std::size_t>{26, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 25, 0,
                                      11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 12, 13}));
  std::vector<double> y(27, 1.0);
  y[0] = 0.0;
  EXPECT_EQ(numpy_argsort(y),
            (std::vector<std::size_t>{0, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 25, 13,
                                      11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 12, 26}));
  const std::vector<double> v = {3, 1, 2, 3, 1, 2, 3, 1, 2, 0, 0, 5, 5, 4, 4, 4,
                                 3, 3, 2, 2, 1, 1, 9, 8, 7, 7, 7, 1, 1, 0.5, 2.5};
  EXPECT_EQ(numpy_argsort(v),
            (std::vector<std::size_t>{9,  10, 29, 1,  28, 4,  27, 7,  21, 20, 8,  2,  5,  19, 18, 30,
                                      17, 0,  6,  3,  16, 14, 13, 15, 12, 11, 24, 25, 26, 23, 22}));
}

TEST(MauveFrontier, DisjointSupportsAndAHandComputedCase) {
  const std::vector<double> p = {1.0, 0.0}, q = {0.0, 1.0};
  EXPECT_EQ(frontier_integral(p, q), 1.0);  // (1/4 + 1/4) * 2
  const std::vector<double> a = {0.5, 0.5}, b = {0.25, 0.75};
  auto term = [](double x, double y) {
    return 0.25 * (x + y) - 0.5 * x * y * (std::log(x) - std::log(y)) / (x - y);
  };
  EXPECT_DOUBLE_EQ(frontier_integral(a, b), 2 * (term(0.5, 0.25) + term(0.5, 0.75)));
}

TEST(MauvePipeline, SeparatedClustersAndErrors) {
  // p: 20 points near (1, 0, 0); q: 20 points near (0, 1, 0). After L2 normalisation and PCA
  // the two sides fall in different buckets: MAUVE is (nearly) 0, the frontier integral 1.
  Matrix<double> p{20, 3, {}}, q{20, 3, {}};
  for (int i = 0; i < 20; ++i) {
    const double e = 0.01 * (i % 5);
    p.data.insert(p.data.end(), {1.0, e, -e});
    q.data.insert(q.data.end(), {e, 1.0, e});
  }
  auto r = compute_mauve(Features(p), Features(q));
  ASSERT_TRUE(r) << r.error().to_string();
  EXPECT_EQ(r->num_buckets, 2);
  EXPECT_EQ(r->p_hist.size(), 2u);
  EXPECT_EQ(r->frontier_integral, 1.0);
  EXPECT_LT(r->mauve, 0.01);
  EXPECT_EQ(r->divergence_curve.size(), 27u);

  auto same = compute_mauve(Features(p), Features(p));
  ASSERT_TRUE(same);
  EXPECT_NEAR(same->mauve, 1.0, 1e-12);
  EXPECT_EQ(same->frontier_integral, 0.0);

  EXPECT_FALSE(compute_mauve(Features(Matrix<double>{}), Features(q)));
  Matrix<double> narrow{1, 2, {1.0, 2.0}};
  auto mismatch = compute_mauve(Features(narrow), Features(q));
  ASSERT_FALSE(mismatch);
  EXPECT_NE(mismatch.error().message.find("columns"), std::string::npos);
  Matrix<double> bad = p;
  bad.data[4] = std::nan("");
  EXPECT_FALSE(compute_mauve(Features(bad), Features(q)));
}

}  // namespace
}  // namespace citeval::mauve
