-- The recursive part hands down the teacher's own name instead of the founder's.
WITH RECURSIVE line AS (
  SELECT ringer_id, ringer_name, 0 AS depth, ringer_name AS founder_name
  FROM ringers
  WHERE teacher_id IS NULL
  UNION ALL
  SELECT r.ringer_id, r.ringer_name, l.depth + 1, l.ringer_name
  FROM ringers r
  JOIN line l ON r.teacher_id = l.ringer_id
)
SELECT ringer_id, ringer_name, depth, founder_name
FROM line
ORDER BY depth, ringer_id;
