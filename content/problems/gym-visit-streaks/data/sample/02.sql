CREATE TABLE members (
  member_id INTEGER PRIMARY KEY,
  nickname VARCHAR(40) NOT NULL
);
CREATE TABLE visits (
  visit_id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (member_id),
  visited_on DATE NOT NULL
);
INSERT INTO members (member_id, nickname) VALUES (4, 'spin_sofia'), (5, 'deadlift_dev');
-- Sofia came twice on 2 February (morning and evening class).
INSERT INTO visits (visit_id, member_id, visited_on) VALUES
  (1, 4, '2026-02-01'), (2, 4, '2026-02-02'), (3, 4, '2026-02-02'), (4, 4, '2026-02-03'),
  (5, 5, '2026-02-14');
