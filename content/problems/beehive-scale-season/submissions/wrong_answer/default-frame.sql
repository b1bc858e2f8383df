-- Wrong: with ORDER BY and no frame, the window ends at the current row, so LAST_VALUE is each row's own weight and
-- DISTINCT leaves one row per reading instead of one per hive.
SELECT DISTINCT hive_name,
       FIRST_VALUE(weight_g) OVER (PARTITION BY hive_name ORDER BY read_on) AS first_g,
       LAST_VALUE(weight_g) OVER (PARTITION BY hive_name ORDER BY read_on) AS last_g,
       LAST_VALUE(weight_g) OVER (PARTITION BY hive_name ORDER BY read_on)
         - FIRST_VALUE(weight_g) OVER (PARTITION BY hive_name ORDER BY read_on) AS change_g
FROM readings
ORDER BY hive_name;
