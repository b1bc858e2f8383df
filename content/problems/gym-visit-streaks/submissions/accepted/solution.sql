-- Gaps and islands: on one row per member and day, date minus its row number is constant along a run of
-- consecutive days, so it names the run. Members without visits get 0 through the LEFT JOIN.
WITH days AS (
  SELECT DISTINCT member_id, visited_on FROM visits
), islands AS (
  SELECT member_id,
         visited_on - CAST(ROW_NUMBER() OVER (PARTITION BY member_id ORDER BY visited_on) AS INTEGER) AS island
  FROM days
), streaks AS (
  SELECT member_id, COUNT(*) AS streak FROM islands GROUP BY member_id, island
)
SELECT m.member_id, m.nickname, COALESCE(MAX(s.streak), 0) AS longest_streak
FROM members m
LEFT JOIN streaks s ON s.member_id = m.member_id
GROUP BY m.member_id, m.nickname
ORDER BY longest_streak DESC, m.member_id;
