CREATE TABLE traps (
  trap_id INTEGER PRIMARY KEY,
  trap_name VARCHAR(40) NOT NULL
);
CREATE TABLE catches (
  catch_id INTEGER PRIMARY KEY,
  trap_id INTEGER NOT NULL REFERENCES traps (trap_id),
  night DATE NOT NULL,
  species VARCHAR(40),
  moths INTEGER NOT NULL
);
INSERT INTO traps (trap_id, trap_name) VALUES (1, 'Hedge corner'), (2, 'Orchard lamp'), (3, 'Pond edge');
INSERT INTO catches (catch_id, trap_id, night, species, moths) VALUES
  (1, 1, '2026-06-01', 'Elephant hawk-moth', 2),
  (2, 1, '2026-06-02', 'Elephant hawk-moth', 1),
  (3, 1, '2026-06-02', 'Garden tiger', 1),
  (4, 1, '2026-06-03', NULL, 4),
  (5, 2, '2026-06-01', NULL, 3);
