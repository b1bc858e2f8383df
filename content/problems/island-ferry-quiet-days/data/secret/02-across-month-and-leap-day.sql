CREATE TABLE sailings (
  sailing_id INTEGER PRIMARY KEY,
  sailed_on DATE NOT NULL,
  departs VARCHAR(5) NOT NULL,
  passengers INTEGER NOT NULL
);
-- A storm week across the end of February in a leap year, and a sailing that carried nobody.
INSERT INTO sailings (sailing_id, sailed_on, departs, passengers) VALUES
  (1, '2028-02-26', '08:15', 20), (2, '2028-03-02', '08:15', 0), (3, '2028-02-26', '17:30', 15),
  (4, '2028-03-03', '08:15', 44), (5, '2028-03-03', '12:00', 6), (6, '2028-03-03', '17:30', 9);
