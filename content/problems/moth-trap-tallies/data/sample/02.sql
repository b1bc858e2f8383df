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
INSERT INTO traps (trap_id, trap_name) VALUES (7, 'Barn door');
INSERT INTO catches (catch_id, trap_id, night, species, moths) VALUES
  (1, 7, '2026-07-10', 'Large yellow underwing', 6),
  (2, 7, '2026-07-11', 'Large yellow underwing', 5);
