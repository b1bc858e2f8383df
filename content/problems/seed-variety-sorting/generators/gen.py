#!/usr/bin/env python3
"""Writes data/ for seed-variety-sorting: measured seeds of three varieties of a seed bank (synthetic).

The variety shows in length, width and husk ratio; mass (in milligrams, on a far larger scale) carries almost no
signal, so distance-based models must scale the features. Deterministic: python3 generators/gen.py
"""
import csv
import pathlib
import random

ROOT = pathlib.Path(__file__).resolve().parent.parent
FEATURES = ["seed_id", "length_mm", "width_mm", "husk_ratio", "mass_mg"]
TARGET = "variety"
VARIETIES = {
    "amber": (5.4, 3.4, 0.14),
    "dune": (6.2, 2.9, 0.19),
    "moss": (5.9, 3.6, 0.24),
}


def rows(rng, n, start_id):
    out = []
    names = sorted(VARIETIES)
    for i in range(n):
        name = rng.choice(names)
        length, width, husk = VARIETIES[name]
        out.append(
            [
                start_id + i,
                round(rng.gauss(length, 0.2), 2),
                round(rng.gauss(width, 0.17), 2),
                round(rng.gauss(husk, 0.018), 3),
                round(rng.uniform(120, 420), 1),
                name,
            ]
        )
    return out


def write(folder, seed, n_train, n_test):
    rng = random.Random(seed)
    data = rows(rng, n_train + n_test, 7000 + 1000 * seed)
    train, test = data[:n_train], data[n_train:]
    d = ROOT / "data" / folder
    d.mkdir(parents=True, exist_ok=True)
    with open(d / "train.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(FEATURES + [TARGET])
        w.writerows(train)
    with open(d / "test.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(FEATURES)
        w.writerows(r[:-1] for r in test)
    with open(d / "labels.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow([TARGET])
        w.writerows([r[-1]] for r in test)


if __name__ == "__main__":
    write("sample/01", 4, 240, 60)
    write("secret/01-spring-intake", 5, 360, 120)
    write("secret/02-autumn-intake", 6, 360, 120)
