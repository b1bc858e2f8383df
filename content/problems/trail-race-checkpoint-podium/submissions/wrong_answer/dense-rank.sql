-- DENSE_RANK does not skip after a tie (1, 1, 2): a third-fastest time is wrongly put on the podium.
SELECT checkpoint, place, runner_name, elapsed_s
FROM (
  SELECT s.checkpoint,
         DENSE_RANK() OVER (PARTITION BY s.checkpoint ORDER BY s.elapsed_s) AS place,
         r.runner_name,
         s.elapsed_s
  FROM splits s
  JOIN runners r ON r.runner_id = s.runner_id
  WHERE s.elapsed_s IS NOT NULL
) ranked
WHERE place <= 2
ORDER BY checkpoint, place, runner_name;
