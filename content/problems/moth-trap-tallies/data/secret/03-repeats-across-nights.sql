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
INSERT INTO traps (trap_id, trap_name) VALUES (1, 'Lane'), (2, 'Garden'), (3, 'Field gate'), (4, 'Quarry');
INSERT INTO catches (catch_id, trap_id, night, species, moths) VALUES
  (1, 1, '2026-05-01', 'Angle shades', 1), (2, 1, '2026-05-02', 'Angle shades', 2),
  (3, 1, '2026-05-03', 'Angle shades', 1), (4, 1, '2026-05-03', 'Buff-tip', 3),
  (5, 2, '2026-05-01', 'Buff-tip', 1), (6, 2, '2026-05-02', 'Peppered moth', 2),
  (7, 2, '2026-05-02', 'Angle shades', 1), (8, 2, '2026-05-04', NULL, 7),
  (9, 4, '2026-05-04', 'Peppered moth', 1), (10, 4, '2026-05-05', 'Peppered moth', 1);
