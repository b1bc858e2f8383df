-- Wrong: MIN and MAX give the lightest and heaviest readings, not the first and the last.
SELECT hive_name, MIN(weight_g) AS first_g, MAX(weight_g) AS last_g, MAX(weight_g) - MIN(weight_g) AS change_g
FROM readings
GROUP BY hive_name
ORDER BY hive_name;
