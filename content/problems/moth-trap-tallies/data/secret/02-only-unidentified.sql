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
INSERT INTO traps (trap_id, trap_name) VALUES (1, 'Church wall'), (2, 'Bridge'), (3, 'Meadow');
INSERT INTO catches (catch_id, trap_id, night, species, moths) VALUES
  (1, 1, '2026-08-01', NULL, 2),
  (2, 1, '2026-08-02', NULL, 5),
  (3, 2, '2026-08-01', 'Brimstone moth', 1),
  (4, 2, '2026-08-01', NULL, 1);
