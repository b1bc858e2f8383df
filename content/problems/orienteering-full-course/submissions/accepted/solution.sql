-- Relational division with a double NOT EXISTS: no control of the runner's course lacks a punch by the runner.
SELECT r.course, r.runner_id, r.runner_name
FROM runners r
WHERE NOT EXISTS (
  SELECT 1 FROM controls c
  WHERE c.course = r.course
    AND NOT EXISTS (
      SELECT 1 FROM punches p
      WHERE p.runner_id = r.runner_id AND p.control_code = c.control_code
    )
)
ORDER BY r.course, r.runner_name, r.runner_id;
