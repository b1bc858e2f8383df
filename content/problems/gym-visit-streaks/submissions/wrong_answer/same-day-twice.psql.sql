-- Skips the one-row-per-day step: a second check-in on the same day gets its own row number, shifts the
-- difference and splits the streak in two.
WITH islands AS (
  SELECT member_id,
         visited_on - CAST(ROW_NUMBER() OVER (PARTITION BY member_id ORDER BY visited_on) AS INTEGER) AS island
  FROM visits
), streaks AS (
  SELECT member_id, COUNT(*) AS streak FROM islands GROUP BY member_id, island
)
SELECT m.member_id, m.nickname, COALESCE(MAX(s.streak), 0) AS longest_streak
FROM members m
LEFT JOIN streaks s ON s.member_id = m.member_id
GROUP BY m.member_id, m.nickname
ORDER BY longest_streak DESC, m.member_id;
