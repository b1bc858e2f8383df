#!/usr/bin/env python3
"""Writes data/ for station-monthly-means: daily maximum temperatures of hill weather stations, averaged per month.

train.csv holds the daily readings (an empty temperature is a day the logger failed); test.csv asks for station-months;
labels.csv is the exact answer: the mean over the days with a reading, rounded to 2 decimals, or NA when the month
has none. Deterministic: python3 generators/gen.py
"""
import calendar
import csv
import pathlib
import random
from decimal import ROUND_HALF_EVEN, Decimal

ROOT = pathlib.Path(__file__).resolve().parent.parent


def write(folder, seed, stations, months, queries, dead_months):
    rng = random.Random(seed)
    names = rng.sample(["Brackenfell", "Cairnside", "Dunmoor", "Edgeley", "Fellgate", "Hollins", "Knowe", "Ravensike"], stations)
    days = []
    sums = {}
    dead = set()
    for name in names:
        base = rng.uniform(4, 12)
        for year, month in months:
            key = (name, f"{year}-{month:02d}")
            if len(dead) < dead_months and rng.random() < 0.15:
                dead.add(key)
            for day in range(1, calendar.monthrange(year, month)[1] + 1):
                temp = round(base + 6 * (month in (6, 7, 8)) + rng.gauss(0, 3), 1)
                missing = key in dead or rng.random() < 0.1
                days.append([name, f"{year}-{month:02d}-{day:02d}", "" if missing else temp])
                if not missing:
                    sums.setdefault(key, []).append(Decimal(str(temp)))
    keys = [(n, f"{y}-{m:02d}") for n in names for y, m in months]
    asked = [rng.choice(keys) for _ in range(queries)] + sorted(dead)
    rng.shuffle(asked)

    def answer(key):
        values = sums.get(key)
        if not values:
            return "NA"
        mean = sum(values) / len(values)
        return str(mean.quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN))

    rng.shuffle(days)
    d = ROOT / "data" / folder
    d.mkdir(parents=True, exist_ok=True)
    with open(d / "train.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["station", "date", "max_temp_c"])
        w.writerows(days)
    with open(d / "test.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["station", "month"])
        w.writerows([list(k) for k in asked])
    with open(d / "labels.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["mean_max_temp_c"])
        w.writerows([answer(k)] for k in asked)


if __name__ == "__main__":
    write("sample/01", 1, 2, [(2025, 5), (2025, 6)], 4, 1)
    write("secret/01-a-year", 2, 5, [(2025, m) for m in range(1, 13)], 40, 2)
    write("secret/02-leap-february", 3, 3, [(2024, 1), (2024, 2), (2024, 3)], 15, 1)
