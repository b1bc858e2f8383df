-- Beehive Scale Season: each hive's weight at its first and at its last reading, and the change between them.
-- Table: readings(reading_id, hive_name, read_on, weight_g)
-- Result columns: hive_name, first_g, last_g, change_g (ordered by hive_name)
SELECT hive_name
FROM readings
GROUP BY hive_name
ORDER BY hive_name;
