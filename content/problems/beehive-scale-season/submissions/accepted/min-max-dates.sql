-- Without window functions: find each hive's first and last dates, then join back for the weights on those dates.
SELECT d.hive_name, f.weight_g AS first_g, l.weight_g AS last_g, l.weight_g - f.weight_g AS change_g
FROM (SELECT hive_name, MIN(read_on) AS first_on, MAX(read_on) AS last_on FROM readings GROUP BY hive_name) d
JOIN readings f ON f.hive_name = d.hive_name AND f.read_on = d.first_on
JOIN readings l ON l.hive_name = d.hive_name AND l.read_on = d.last_on
ORDER BY d.hive_name;
