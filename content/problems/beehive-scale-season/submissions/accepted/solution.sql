-- FIRST_VALUE / LAST_VALUE over the whole hive: the frame must reach the hive's last row, not stop at the current one.
SELECT DISTINCT hive_name,
       FIRST_VALUE(weight_g) OVER (PARTITION BY hive_name ORDER BY read_on
                                   ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS first_g,
       LAST_VALUE(weight_g) OVER (PARTITION BY hive_name ORDER BY read_on
                                  ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS last_g,
       LAST_VALUE(weight_g) OVER (PARTITION BY hive_name ORDER BY read_on
                                  ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
         - FIRST_VALUE(weight_g) OVER (PARTITION BY hive_name ORDER BY read_on
                                       ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS change_g
FROM readings
ORDER BY hive_name;
