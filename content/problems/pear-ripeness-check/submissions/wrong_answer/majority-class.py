# Always answers the most common label of the training set.
import pandas as pd

train = pd.read_csv("train.csv")
test = pd.read_csv("test.csv")
label = train["ripeness"].mode()[0]
print("\n".join([label] * len(test)))
