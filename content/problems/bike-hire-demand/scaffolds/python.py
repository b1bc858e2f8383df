import pandas as pd

# train.csv: hour, temp_c, rain_mm, weekend, hires   test.csv: the same columns without hires
train = pd.read_csv("train.csv")
test = pd.read_csv("test.csv")


def predict(train, test):
    # Replace this baseline (the average hires) with a model.
    return [train["hires"].mean()] * len(test)


for value in predict(train, test):
    print(round(float(value), 2))
