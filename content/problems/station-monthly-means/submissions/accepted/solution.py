import pandas as pd

train = pd.read_csv("train.csv")
test = pd.read_csv("test.csv")

train["month"] = train["date"].str.slice(0, 7)
means = train.groupby(["station", "month"])["max_temp_c"].mean()  # mean() skips the empty readings
for station, month in zip(test["station"], test["month"]):
    value = means.get((station, month))
    print("NA" if value is None or pd.isna(value) else f"{value:.2f}")
