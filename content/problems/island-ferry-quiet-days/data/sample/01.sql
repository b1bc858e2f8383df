CREATE TABLE sailings (
  sailing_id INTEGER PRIMARY KEY,
  sailed_on DATE NOT NULL,
  departs VARCHAR(5) NOT NULL,
  passengers INTEGER NOT NULL
);
INSERT INTO sailings (sailing_id, sailed_on, departs, passengers) VALUES
  (1, '2026-03-02', '08:15', 40), (2, '2026-03-02', '17:30', 55), (3, '2026-03-03', '08:15', 12),
  (4, '2026-03-06', '08:15', 31);
