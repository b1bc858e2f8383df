-- Counts distinct punched codes without checking they belong to the runner's course: mispunches count.
SELECT r.course, r.runner_id, r.runner_name
FROM runners r
JOIN punches p ON p.runner_id = r.runner_id
GROUP BY r.course, r.runner_id, r.runner_name
HAVING COUNT(DISTINCT p.control_code) = (SELECT COUNT(*) FROM controls c2 WHERE c2.course = r.course)
ORDER BY r.course, r.runner_name, r.runner_id;
