-- LAG over each station's readings in date order gives the previous reading, however many days earlier it was.
SELECT station, read_on, level_cm, rise_cm
FROM (
  SELECT station, read_on, level_cm,
         level_cm - LAG(level_cm) OVER (PARTITION BY station ORDER BY read_on) AS rise_cm
  FROM readings
) r
WHERE rise_cm >= 30
ORDER BY rise_cm DESC, station, read_on;
