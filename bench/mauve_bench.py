#!/usr/bin/python3
"""MAUVE benchmark helper (bench/mauve_bench.sh runs it).

    mauve_bench.py gen OUT_DIR [N_P N_Q D]   # features with structure: p.npy (references), q.npy
    mauve_bench.py run P.npy Q.npy            # the Python restatement (tests/mauve/mauve_oracle.py)

The features: 40 Gaussian clusters in a 48-dimensional subspace of D (768 by default) plus
isotropic noise, float32 like GPT-2 features; q's cluster weights differ from p's. PCA keeps a
few dozen components, as it does for real text features, so k-means runs in that dimension.
"""
import json
import os
import sys
import time

import numpy as np


def gen(out_dir, n_p=5000, n_q=5000, d=768, seed=15):
    rng = np.random.RandomState(seed)
    rank, centres = 48, 40
    basis = np.linalg.qr(rng.normal(size=(d, rank)))[0].T  # rank x d, orthonormal rows
    means = rng.normal(size=(centres, rank)) * 3.0
    w_p = np.full(centres, 1.0 / centres)
    w_q = rng.dirichlet(np.full(centres, 2.0))

    def draw(n, w):
        which = rng.choice(centres, size=n, p=w)
        latent = means[which] + rng.normal(size=(n, rank))
        return (latent @ basis + 0.05 * rng.normal(size=(n, d))).astype(np.float32)

    np.save(os.path.join(out_dir, "p.npy"), draw(n_p, w_p))
    np.save(os.path.join(out_dir, "q.npy"), draw(n_q, w_q))


def main(argv):
    if argv[1] == "gen":
        sizes = [int(a) for a in argv[3:6]]
        gen(argv[2], *sizes)
    elif argv[1] == "run":
        here = os.path.dirname(os.path.abspath(__file__))
        sys.path.insert(0, os.path.join(here, "..", "tests", "mauve"))
        from mauve_oracle import restated_mauve

        start = time.time()
        r = restated_mauve(np.load(argv[2]), np.load(argv[3]))
        r.pop("p_hist")
        r.pop("q_hist")
        r["seconds"] = time.time() - start
        print(json.dumps(r))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
