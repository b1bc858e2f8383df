CREATE TABLE members (
  member_id INTEGER PRIMARY KEY,
  nickname VARCHAR(40) NOT NULL
);
CREATE TABLE visits (
  visit_id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (member_id),
  visited_on DATE NOT NULL
);
INSERT INTO members (member_id, nickname) VALUES (10, 'newyear_nadia'), (11, 'leap_leo'), (12, 'steady_sam');
-- Streaks across a year end, across the end of February, and duplicates inside a streak.
INSERT INTO visits (visit_id, member_id, visited_on) VALUES
  (1, 10, '2025-12-30'), (2, 10, '2025-12-31'), (3, 10, '2026-01-01'), (4, 10, '2026-01-01'), (5, 10, '2026-01-02'),
  (6, 10, '2026-01-04'),
  (7, 11, '2028-02-28'), (8, 11, '2028-02-29'), (9, 11, '2028-03-01'), (10, 11, '2028-03-01'), (11, 11, '2028-03-01'),
  (12, 11, '2028-03-03'), (13, 11, '2028-03-04'), (14, 11, '2028-03-05'), (15, 11, '2028-03-06'),
  (16, 12, '2026-03-31'), (17, 12, '2026-04-01'), (18, 12, '2026-04-02'), (19, 12, '2026-04-03');
