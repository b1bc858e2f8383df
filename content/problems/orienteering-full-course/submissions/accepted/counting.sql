-- Counting: the distinct controls of the runner's own course they punched equal the number of controls on it.
SELECT r.course, r.runner_id, r.runner_name
FROM runners r
JOIN punches p ON p.runner_id = r.runner_id
JOIN controls c ON c.course = r.course AND c.control_code = p.control_code
GROUP BY r.course, r.runner_id, r.runner_name
HAVING COUNT(DISTINCT c.control_code) = (SELECT COUNT(*) FROM controls c2 WHERE c2.course = r.course)
ORDER BY r.course, r.runner_name, r.runner_id;
