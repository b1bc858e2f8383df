CREATE TABLE sailings (
  sailing_id INTEGER PRIMARY KEY,
  sailed_on DATE NOT NULL,
  departs VARCHAR(5) NOT NULL,
  passengers INTEGER NOT NULL
);
INSERT INTO sailings (sailing_id, sailed_on, departs, passengers) VALUES (1, '2026-04-10', '09:00', 0);
