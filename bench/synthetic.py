"""Made-up English-like text for the bench/*.sh scripts: sentences drawn from a fixed word list,
seeded, so every run makes the same inputs (never committed; made in a scratch folder)."""
import random

WORDS = ("river city tower bridge museum harbour council market railway station festival library "
         "garden castle valley island forest mountain century engineer architect merchant "
         "painter").split()


def rng(seed=0):
    return random.Random(seed)


def sentence(r, k):
    """k words, capitalised, ending "in <year>."."""
    return " ".join(r.choice(WORDS) for _ in range(k)).capitalize() + f" in {1800 + r.randrange(200)}."
