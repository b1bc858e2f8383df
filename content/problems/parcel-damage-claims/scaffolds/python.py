import pandas as pd

# train.csv: parcel_id, weight_kg, fragile, packaging (box | envelope | crate), handoffs, distance_km, claim (0 | 1)
# test.csv: the same columns without claim
train = pd.read_csv("train.csv")
test = pd.read_csv("test.csv")


def predict(train, test):
    # Replace this baseline with a classifier that finds the claims.
    return [0] * len(test)


for value in predict(train, test):
    print(int(value))
