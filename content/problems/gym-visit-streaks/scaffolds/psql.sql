-- Gym Visit Streaks: each member's longest run of consecutive days with at least one visit (0 if none).
-- Tables: members(member_id, nickname), visits(visit_id, member_id, visited_on)
-- Result columns: member_id, nickname, longest_streak
SELECT m.member_id, m.nickname
FROM members m
ORDER BY m.member_id;
