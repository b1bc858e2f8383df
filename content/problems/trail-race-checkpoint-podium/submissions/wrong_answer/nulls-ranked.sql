-- Forgets the missing times. MySQL/MariaDB sort NULL first, so runners without a time take the podium;
-- PostgreSQL sorts NULL last and is caught only where a checkpoint has nothing but missing times.
SELECT checkpoint, place, runner_name, elapsed_s
FROM (
  SELECT s.checkpoint,
         RANK() OVER (PARTITION BY s.checkpoint ORDER BY s.elapsed_s) AS place,
         r.runner_name,
         s.elapsed_s
  FROM splits s
  JOIN runners r ON r.runner_id = s.runner_id
) ranked
WHERE place <= 2
ORDER BY checkpoint, place, runner_name;
