import pandas as pd

# train.csv: seed_id, length_mm, width_mm, husk_ratio, mass_mg, variety (amber | dune | moss)
# test.csv: the same columns without variety
train = pd.read_csv("train.csv")
test = pd.read_csv("test.csv")


def predict(train, test):
    # Replace this baseline with a classifier.
    return ["amber"] * len(test)


for label in predict(train, test):
    print(label)
