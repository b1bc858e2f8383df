-- River Gauge Rises: readings at least 30 cm above the same station's previous reading.
-- Tables: readings(station, read_on, level_cm)
-- Result columns: station, read_on, level_cm, rise_cm
SELECT station, read_on, level_cm
FROM readings
ORDER BY station, read_on;
