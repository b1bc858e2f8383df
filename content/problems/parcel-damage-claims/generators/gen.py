#!/usr/bin/env python3
"""Writes data/ for parcel-damage-claims: parcels of a small courier and whether a damage claim followed (synthetic).

Damage is rare (about one parcel in eight), so a model that always says "no claim" is accurate and useless.
Deterministic (fixed seeds), standard library only: python3 generators/gen.py
"""
import csv
import pathlib
import random

ROOT = pathlib.Path(__file__).resolve().parent.parent
FEATURES = ["parcel_id", "weight_kg", "fragile", "packaging", "handoffs", "distance_km"]
TARGET = "claim"


def rows(rng, n, start_id):
    out = []
    for i in range(n):
        weight = round(rng.uniform(0.2, 20), 2)
        fragile = 1 if rng.random() < 0.25 else 0
        packaging = rng.choices(["box", "envelope", "crate"], [0.6, 0.3, 0.1])[0]
        handoffs = rng.randint(1, 6)
        distance = rng.randint(5, 800)
        risk = 0.02
        if fragile and handoffs >= 4:
            risk = 0.85
        elif packaging == "envelope" and weight > 6:
            risk = 0.75
        elif fragile and packaging != "crate" and distance > 500:
            risk = 0.5
        claim = 1 if rng.random() < risk else 0
        out.append([start_id + i, weight, fragile, packaging, handoffs, distance, claim])
    return out


def write(folder, seed, n_train, n_test):
    rng = random.Random(seed)
    data = rows(rng, n_train + n_test, 50000 + 1000 * seed)
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
    write("sample/01", 7, 600, 150)
    write("secret/01-city-routes", 8, 900, 250)
    write("secret/02-long-haul", 9, 900, 250)
