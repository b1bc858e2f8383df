#!/usr/bin/env python3
"""Writes data/ for bike-hire-demand: hourly bike hires at a riverside dock (synthetic).

Deterministic (fixed seeds), standard library only: python3 generators/gen.py
Each test folder gets train.csv, test.csv (no target) and labels.csv (the hidden hires).
"""
import csv
import pathlib
import random

ROOT = pathlib.Path(__file__).resolve().parent.parent
FEATURES = ["hour", "temp_c", "rain_mm", "weekend"]
TARGET = "hires"


def hires(rng, hour, temp, rain, weekend):
    base = 15 + 2.5 * temp - 6.0 * rain + 12 * weekend
    if not weekend and hour in (8, 17, 18):
        base += 30  # commuter peaks on working days only
    if weekend and 11 <= hour <= 15:
        base += 18  # leisure rides around midday
    if hour <= 6 or hour >= 22:
        base -= 15
    return max(0, round(base + rng.gauss(0, 4)))


def rows(rng, n):
    out = []
    for _ in range(n):
        hour = rng.randint(5, 23)
        temp = round(rng.uniform(-2, 28), 1)
        rain = round(rng.expovariate(1.2), 1) if rng.random() < 0.3 else 0.0
        weekend = 1 if rng.random() < 2 / 7 else 0
        out.append([hour, temp, rain, weekend, hires(rng, hour, temp, rain, weekend)])
    return out


def write(folder, seed, n_train, n_test):
    rng = random.Random(seed)
    data = rows(rng, n_train + n_test)
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
    write("sample/01", 101, 400, 80)
    write("secret/01-spring", 202, 600, 150)
    write("secret/02-winter-heavy", 303, 600, 150)
