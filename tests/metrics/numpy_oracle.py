"""Oracle for numpy_python_test: NumPy's own np.mean, and rouge_score's BootstrapAggregator
resampling restated over NumPy (np.random.seed, np.random.choice, np.mean(axis=0),
np.percentile), printed as JSON lines with exact float reprs. Run with Debian's /usr/bin/python3.

  {"kind": "mean", "values": [...], "mean": x}
  {"kind": "bootstrap", "rows": [[p, r, f], ...], "seed": s, "n_samples": k, "ci": c,
   "low": [...], "mid": [...], "high": [...]}
"""
import json
import random
import sys

import numpy as np


def bootstrap(rows, seed, n_samples, ci):
    matrix = np.vstack([np.array(r) for r in rows])
    np.random.seed(seed)
    sample_mean = np.zeros((n_samples, matrix.shape[1]))
    for i in range(n_samples):
        idx = np.random.choice(np.arange(matrix.shape[0]), size=matrix.shape[0])
        sample_mean[i, :] = np.mean(matrix[idx, :], axis=0)
    delta = (1 - ci) / 2
    q = 100 * np.array([delta, 0.5, 1 - delta])
    return np.percentile(sample_mean, q, axis=0)


def main():
    rng = random.Random(7)
    out = sys.stdout
    sizes = list(range(1, 140)) + [255, 256, 257, 1000, 1001, 4099, 8192, 8193, 16393, 20000, 50001]
    for n in sizes:
        for kind in range(2):
            if kind == 0:
                values = [rng.random() for _ in range(n)]
            else:  # ratios like the per-item scores: k/m
                values = [rng.randint(0, 7) / rng.randint(1, 7) for _ in range(n)]
            out.write(json.dumps({"kind": "mean", "values": values,
                                  "mean": float(np.mean(values))}) + "\n")
    for n, seed, n_samples, ci in [(1, 0, 1000, 0.95), (2, 1, 1000, 0.95), (5, 42, 1000, 0.95),
                                   (100, 12345, 1000, 0.95), (1000, 2**32 - 1, 1000, 0.95),
                                   (37, 3, 17, 0.9), (64, 5, 1, 0.5), (3, 9, 200, 1.0),
                                   (300, 77, 1000, 0.0), (513, 8, 100, 0.95)]:
        rows = []
        for _ in range(n):
            p, r = rng.random(), rng.random()
            rows.append([p, r, 2 * p * r / (p + r)])
        low, mid, high = bootstrap(rows, seed, n_samples, ci)
        out.write(json.dumps({"kind": "bootstrap", "rows": rows, "seed": seed,
                              "n_samples": n_samples, "ci": ci, "low": list(map(float, low)),
                              "mid": list(map(float, mid)), "high": list(map(float, high))}) + "\n")


if __name__ == "__main__":
    main()
