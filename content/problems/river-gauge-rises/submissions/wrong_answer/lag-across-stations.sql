-- Without PARTITION BY, a station's first reading is compared with the previous station's last reading.
SELECT station, read_on, level_cm, rise_cm
FROM (
  SELECT station, read_on, level_cm,
         level_cm - LAG(level_cm) OVER (ORDER BY station, read_on) AS rise_cm
  FROM readings
) r
WHERE rise_cm >= 30
ORDER BY rise_cm DESC, station, read_on;
