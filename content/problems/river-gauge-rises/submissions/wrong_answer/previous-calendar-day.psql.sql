-- Compares with the reading of the day before only: rises measured across a gap of several days are missed.
SELECT cur.station, cur.read_on, cur.level_cm, cur.level_cm - prev.level_cm AS rise_cm
FROM readings cur
JOIN readings prev ON prev.station = cur.station AND prev.read_on = cur.read_on - 1
WHERE cur.level_cm - prev.level_cm >= 30
ORDER BY rise_cm DESC, cur.station, cur.read_on;
