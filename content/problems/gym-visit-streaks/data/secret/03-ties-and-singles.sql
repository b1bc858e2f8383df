CREATE TABLE members (
  member_id INTEGER PRIMARY KEY,
  nickname VARCHAR(40) NOT NULL
);
CREATE TABLE visits (
  visit_id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (member_id),
  visited_on DATE NOT NULL
);
INSERT INTO members (member_id, nickname) VALUES
  (21, 'once_only'), (20, 'twice_apart'), (23, 'pair_a'), (22, 'pair_b'), (24, 'never_came');
-- Visits inserted out of date order; several members tie on the same longest streak.
INSERT INTO visits (visit_id, member_id, visited_on) VALUES
  (1, 23, '2026-05-11'), (2, 23, '2026-05-10'), (3, 22, '2026-06-02'), (4, 22, '2026-06-01'),
  (5, 21, '2026-05-20'), (6, 20, '2026-05-01'), (7, 20, '2026-05-03'), (8, 22, '2026-06-20'),
  (9, 23, '2026-05-20'), (10, 23, '2026-05-21'), (11, 20, '2026-05-03');
