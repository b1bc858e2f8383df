CREATE TABLE members (
  member_id INTEGER PRIMARY KEY,
  nickname VARCHAR(40) NOT NULL
);
CREATE TABLE visits (
  visit_id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (member_id),
  visited_on DATE NOT NULL
);
INSERT INTO members (member_id, nickname) VALUES (1, 'kettlebell_kim'), (2, 'rowing_raj'), (3, 'yoga_yan');
INSERT INTO visits (visit_id, member_id, visited_on) VALUES
  (1, 1, '2026-01-05'), (2, 1, '2026-01-06'), (3, 1, '2026-01-07'), (4, 1, '2026-01-09'),
  (5, 2, '2026-01-05'), (6, 2, '2026-01-07'), (7, 2, '2026-01-08'), (8, 2, '2026-01-09'), (9, 2, '2026-01-10'),
  (10, 1, '2026-01-10');
