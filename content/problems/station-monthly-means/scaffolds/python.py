import pandas as pd

# train.csv: station, date (YYYY-MM-DD), max_temp_c (empty = no reading)   test.csv: station, month (YYYY-MM)
train = pd.read_csv("train.csv")
test = pd.read_csv("test.csv")


def monthly_mean(train, station, month):
    # Return the mean as a number, or None when the month has no reading.
    return None


for station, month in zip(test["station"], test["month"]):
    value = monthly_mean(train, station, month)
    print("NA" if value is None else f"{value:.2f}")
