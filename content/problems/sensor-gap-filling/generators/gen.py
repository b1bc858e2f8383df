#!/usr/bin/env python3
"""Writes data/ for sensor-gap-filling: soil-moisture readings with gaps, filled with each sensor's median.

train.csv holds the readings (an empty reading is a gap); test.csv lists gaps to fill; labels.csv is the exact
answer (the sensor's median, or the median of every reading when the sensor has none). Deterministic:
python3 generators/gen.py
"""
import csv
import pathlib
import random
import statistics

ROOT = pathlib.Path(__file__).resolve().parent.parent


def fmt(x):
    return f"{x:.2f}"


def write(folder, seed, sensors, per_sensor, gaps, silent):
    rng = random.Random(seed)
    names = [f"S{n:02d}" for n in rng.sample(range(1, 100), sensors + silent)]
    readings = []
    for name in names[:sensors]:
        centre = rng.uniform(18, 42)
        count = rng.randint(per_sensor // 2, per_sensor)
        for _ in range(count):
            # A few spikes make the mean a poor fill value.
            value = centre + rng.gauss(0, 2.5) + (rng.choice([25, -15]) if rng.random() < 0.08 else 0)
            readings.append([name, round(max(0.0, value), 1)])
    for name in names[sensors:]:
        readings.append([name, ""])  # a sensor that only ever reported gaps
    rng.shuffle(readings)
    for r in readings:
        if r[1] != "" and rng.random() < 0.05:
            r[1] = ""
    everything = [r[1] for r in readings if r[1] != ""]
    overall = statistics.median(everything)
    by_sensor = {}
    for name, value in readings:
        if value != "":
            by_sensor.setdefault(name, []).append(value)
    test = [[i + 1, rng.choice(names)] for i in range(gaps)]
    answers = [fmt(statistics.median(by_sensor[s]) if s in by_sensor else overall) for _, s in test]
    d = ROOT / "data" / folder
    d.mkdir(parents=True, exist_ok=True)
    with open(d / "train.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["sensor_id", "moisture_pct"])
        w.writerows(readings)
    with open(d / "test.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["gap_id", "sensor_id"])
        w.writerows(test)
    with open(d / "labels.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["moisture_pct"])
        w.writerows([a] for a in answers)


if __name__ == "__main__":
    write("sample/01", 1, 4, 12, 8, 1)
    write("secret/01-many-sensors", 2, 30, 40, 120, 2)
    write("secret/02-even-counts", 3, 12, 20, 60, 0)
