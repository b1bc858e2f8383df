-- Follows at most two teachers upwards: deeper ringers get depth 2 and a teacher instead of the founder.
SELECT r.ringer_id, r.ringer_name,
       CASE WHEN t1.ringer_id IS NULL THEN 0 WHEN t2.ringer_id IS NULL THEN 1 ELSE 2 END AS depth,
       COALESCE(t2.ringer_name, t1.ringer_name, r.ringer_name) AS founder_name
FROM ringers r
LEFT JOIN ringers t1 ON t1.ringer_id = r.teacher_id
LEFT JOIN ringers t2 ON t2.ringer_id = t1.teacher_id
ORDER BY depth, r.ringer_id;
