-- MySQL / MariaDB: the same gaps-and-islands query; dates are shifted with DATE_SUB instead of date - integer.
WITH days AS (
  SELECT DISTINCT member_id, visited_on FROM visits
), numbered AS (
  SELECT member_id, visited_on,
         ROW_NUMBER() OVER (PARTITION BY member_id ORDER BY visited_on) AS rn
  FROM days
), streaks AS (
  SELECT member_id, COUNT(*) AS streak
  FROM numbered
  GROUP BY member_id, DATE_SUB(visited_on, INTERVAL rn DAY)
)
SELECT m.member_id, m.nickname, COALESCE(MAX(s.streak), 0) AS longest_streak
FROM members m
LEFT JOIN streaks s ON s.member_id = m.member_id
GROUP BY m.member_id, m.nickname
ORDER BY longest_streak DESC, m.member_id;
