#!/usr/bin/env python3
"""Writes data/ for pear-ripeness-check: pears from a packing line labelled ripe or unripe (synthetic).

Deterministic (fixed seeds), standard library only: python3 generators/gen.py
Each test folder gets train.csv, test.csv (no target) and labels.csv (the hidden labels).
"""
import csv
import math
import pathlib
import random

ROOT = pathlib.Path(__file__).resolve().parent.parent
FEATURES = ["pear_id", "firmness_n", "sugar_brix", "skin_hue", "days_in_store"]
TARGET = "ripeness"


def rows(rng, n, start_id):
    out = []
    for i in range(n):
        firmness = round(rng.uniform(20, 80), 1)
        sugar = round(rng.uniform(8, 16), 1)
        hue = round(rng.uniform(60, 110), 1)
        days = rng.randint(0, 21)
        # Softer, sweeter, yellower (lower hue) and older pears tend to be ripe.
        z = -0.11 * (firmness - 50) + 0.9 * (sugar - 12) - 0.08 * (hue - 85) + 0.12 * (days - 10)
        ripe = rng.random() < 1 / (1 + math.exp(-2.2 * z))
        out.append([start_id + i, firmness, sugar, hue, days, "ripe" if ripe else "unripe"])
    return out


def write(folder, seed, n_train, n_test):
    rng = random.Random(seed)
    data = rows(rng, n_train + n_test, 1000 * seed % 90000 + 1)
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
    write("sample/01", 11, 300, 80)
    write("secret/01-main-harvest", 22, 500, 150)
    write("secret/02-late-harvest", 33, 500, 150)
