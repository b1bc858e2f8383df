-- Orienteering Full Course: the runners who punched every control of their own course.
-- Tables: runners(runner_id, runner_name, course), controls(course, control_code),
--         punches(punch_id, runner_id, control_code, punched_at)
-- Result columns: course, runner_id, runner_name
SELECT r.course, r.runner_id, r.runner_name
FROM runners r
ORDER BY r.course, r.runner_name, r.runner_id;
