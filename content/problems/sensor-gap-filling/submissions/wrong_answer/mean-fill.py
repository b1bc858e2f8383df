# Fills with the mean: the occasional spike drags it away from the typical reading.
import pandas as pd

train = pd.read_csv("train.csv")
test = pd.read_csv("test.csv")
means = train.groupby("sensor_id")["moisture_pct"].mean()
overall = train["moisture_pct"].mean()
for sensor in test["sensor_id"]:
    value = means.get(sensor)
    if value is None or pd.isna(value):
        value = overall
    print(f"{value:.2f}")
