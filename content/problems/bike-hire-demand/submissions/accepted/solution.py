import pandas as pd
from sklearn.ensemble import GradientBoostingRegressor

train = pd.read_csv("train.csv")
test = pd.read_csv("test.csv")
features = ["hour", "temp_c", "rain_mm", "weekend"]

model = GradientBoostingRegressor(n_estimators=300, max_depth=3, learning_rate=0.05, random_state=0)
model.fit(train[features], train["hires"])
for value in model.predict(test[features]):
    print(round(max(0.0, value), 2))
