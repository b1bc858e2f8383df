-- Bell Ringers' Teaching Tree: every ringer's number of teachers above them and the founder of their line.
-- Tables: ringers(ringer_id, ringer_name, teacher_id)
-- Result columns: ringer_id, ringer_name, depth, founder_name
WITH RECURSIVE line AS (
  SELECT ringer_id, ringer_name, 0 AS depth, ringer_name AS founder_name
  FROM ringers
  WHERE teacher_id IS NULL
  -- UNION ALL: the pupils of the ringers found so far
)
SELECT ringer_id, ringer_name, depth, founder_name
FROM line
ORDER BY depth, ringer_id;
