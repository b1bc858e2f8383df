CREATE TABLE sailings (
  sailing_id INTEGER PRIMARY KEY,
  sailed_on DATE NOT NULL,
  departs VARCHAR(5) NOT NULL,
  passengers INTEGER NOT NULL
);
-- Inserted out of date order; the range crosses a year end.
INSERT INTO sailings (sailing_id, sailed_on, departs, passengers) VALUES
  (1, '2027-01-02', '10:00', 80), (2, '2026-12-29', '10:00', 65), (3, '2026-12-31', '10:00', 120),
  (4, '2026-12-31', '23:30', 210), (5, '2027-01-04', '10:00', 30);
