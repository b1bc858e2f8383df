-- Trail Race Checkpoint Podium: the runners placed 1st or 2nd at each checkpoint (ties share a place).
-- Tables: runners(runner_id, runner_name), splits(runner_id, checkpoint, elapsed_s)
-- Result columns: checkpoint, place, runner_name, elapsed_s
SELECT s.checkpoint, r.runner_name, s.elapsed_s
FROM splits s
JOIN runners r ON r.runner_id = s.runner_id
ORDER BY s.checkpoint, r.runner_name;
