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
INSERT INTO traps (trap_id, trap_name) VALUES (5, 'Riverside'), (6, 'Beech hedge');
INSERT INTO catches (catch_id, trap_id, night, species, moths) VALUES
  (1, 5, '2026-09-01', 'Canary-shouldered thorn', 1), (2, 5, '2026-09-01', 'Black rustic', 2),
  (3, 5, '2026-09-01', 'Lunar underwing', 9), (4, 5, '2026-09-02', 'Black rustic', 1),
  (5, 5, '2026-09-02', 'Setaceous Hebrew character', 1), (6, 5, '2026-09-03', NULL, 1),
  (7, 6, '2026-09-03', 'Lunar underwing', 4);
