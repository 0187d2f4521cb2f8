#!/usr/bin/python3
"""Independent restatement of MAUVE (mauve-text's compute_mauve with its defaults) on given
features, with scikit-learn's PCA and faiss's Python k-means (Debian's python3-sklearn and
python3-faiss), for tests/mauve/mauve_python_test.cc.

    mauve_oracle.py check                       # exit 0 when faiss and sklearn import
    mauve_oracle.py case OUT_DIR SEED N_P N_Q D DTYPE KIND
        writes OUT_DIR/p.npy and OUT_DIR/q.npy (features made with numpy's RandomState(SEED))
        and prints the result as one JSON object.
    mauve_oracle.py files P.npy Q.npy           # the result for features read from files
    mauve_oracle.py texts < PAIRS.jsonl         # eval.py's text preparation of [question, text]

KIND: "clusters" (Gaussian blobs, p and q drawn with different weights), "ties" (many rows
repeated exactly), "same" (q is p: every divergence point ties), "shifted" (q's blobs moved).
"""
import json
import sys

import numpy as np


def make_features(seed, n_p, n_q, d, dtype, kind):
    rng = np.random.RandomState(seed)
    n_centres = 6
    centres = rng.normal(size=(n_centres, d)) * 2.0

    def draw(n, weights, shift=0.0):
        which = rng.choice(n_centres, size=n, p=weights)
        return centres[which] + shift + rng.normal(size=(n, d))

    w_p = np.full(n_centres, 1.0 / n_centres)
    w_q = np.linspace(1.0, 3.0, n_centres)
    w_q /= w_q.sum()
    p = draw(n_p, w_p)
    if kind == "same":
        q = p.copy()
    elif kind == "shifted":
        q = draw(n_q, w_p, shift=0.7)
    else:
        q = draw(n_q, w_q)
    if kind == "ties":
        # every row repeated: exact duplicates within and across the two sides
        p[1::2] = p[0::2][: len(p[1::2])]
        half = min(len(q) // 2, len(p))
        q[:half] = p[:half]
        q[half::2] = q[half]
    return p.astype(dtype), q.astype(dtype)


def restated_mauve(p, q):
    import faiss
    from sklearn.decomposition import PCA
    from sklearn.metrics import auc
    from sklearn.preprocessing import normalize
    from scipy.special import rel_entr

    n_p, n_q = len(p), len(q)
    stacked = normalize(np.vstack([q, p]), norm="l2", axis=1)
    pca = PCA(n_components=None, svd_solver="full", whiten=False).fit(stacked)
    reached = np.cumsum(pca.explained_variance_ratio_) >= 0.9
    dims = int(np.argmax(reached)) + 1
    reduced = np.ascontiguousarray(pca.transform(stacked)[:, :dims], dtype=np.float32)

    buckets = max(2, int(round(min(n_p, n_q) / 10)))
    km = faiss.Kmeans(dims, buckets, niter=500, nredo=5, update_index=True, seed=25 + 2,
                      verbose=False)
    km.train(reduced)
    labels = km.index.search(reduced, 1)[1].ravel()
    q_counts = np.bincount(labels[:n_q], minlength=buckets).astype(np.float64)
    p_counts = np.bincount(labels[n_q:], minlength=buckets).astype(np.float64)

    def kl(a, b):
        return float(np.sum(rel_entr(a, b)))

    def area(ph, qh):
        pts = [(0.0, np.inf)]
        for w in np.linspace(1e-6, 1 - 1e-6, 25):
            mix = w * ph + (1 - w) * qh
            pts.append((kl(qh, mix), kl(ph, mix)))
        pts.append((np.inf, 0.0))
        x, y = np.exp(-5 * np.array(pts)).T
        ox, oy = np.argsort(x), np.argsort(y)
        return 0.5 * (auc(x[ox], y[ox]) + auc(y[oy], x[oy]))

    def frontier(ph, qh):
        total = 0.0
        for a, b in zip(ph.tolist(), qh.tolist()):
            if a == 0 or b == 0:
                total += (a + b) / 4
            elif abs(a - b) > 1e-8:
                total += 0.25 * (a + b) - 0.5 * a * b * (np.log(a) - np.log(b)) / (a - b)
        return 2 * total

    ph, qh = p_counts / p_counts.sum(), q_counts / q_counts.sum()
    ps, qs = (p_counts + 0.5) / (p_counts + 0.5).sum(), (q_counts + 0.5) / (q_counts + 0.5).sum()
    return {
        "mauve": area(ph, qh),
        "frontier_integral": frontier(ph, qh),
        "mauve_star": area(ps, qs),
        "frontier_integral_star": frontier(ps, qs),
        "num_buckets": buckets,
        "pca_components": dims,
        "p_hist": ph.tolist(),
        "q_hist": qh.tolist(),
    }


def main(argv):
    if argv[1] == "check":
        import faiss  # noqa: F401
        import sklearn  # noqa: F401
        return 0
    if argv[1] == "case":
        out_dir, seed, n_p, n_q, d, dtype, kind = argv[2:9]
        p, q = make_features(int(seed), int(n_p), int(n_q), int(d), dtype, kind)
        np.save(out_dir + "/p.npy", p)
        np.save(out_dir + "/q.npy", q)
    elif argv[1] == "texts":
        import string
        for line in sys.stdin:
            question, text = json.loads(line)
            prepared = " ".join((question + " " + text.strip()).split()[:100])
            print(json.dumps(prepared.rstrip(string.punctuation)))
        return 0
    elif argv[1] == "files":
        p, q = np.load(argv[2]), np.load(argv[3])
    else:
        raise SystemExit("usage: see the docstring")
    print(json.dumps(restated_mauve(p, q)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
