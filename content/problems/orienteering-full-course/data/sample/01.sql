CREATE TABLE runners (
  runner_id INTEGER PRIMARY KEY,
  runner_name VARCHAR(40) NOT NULL,
  course VARCHAR(10) NOT NULL
);
CREATE TABLE controls (
  course VARCHAR(10) NOT NULL,
  control_code VARCHAR(10) NOT NULL,
  PRIMARY KEY (course, control_code)
);
CREATE TABLE punches (
  punch_id INTEGER PRIMARY KEY,
  runner_id INTEGER NOT NULL REFERENCES runners (runner_id),
  control_code VARCHAR(10) NOT NULL,
  punched_at TIMESTAMP NOT NULL
);
INSERT INTO runners (runner_id, runner_name, course) VALUES
  (1, 'Anouk Baas', 'short'), (2, 'Bilal Haddad', 'short'), (3, 'Carys Lloyd', 'long');
INSERT INTO controls (course, control_code) VALUES
  ('short', 'K31'), ('short', 'K32'), ('short', 'K40'),
  ('long', 'K31'), ('long', 'K45'), ('long', 'K46'), ('long', 'K40');
INSERT INTO punches (punch_id, runner_id, control_code, punched_at) VALUES
  (1, 1, 'K31', '2026-10-03 10:05:00'), (2, 1, 'K32', '2026-10-03 10:12:00'), (3, 1, 'K40', '2026-10-03 10:20:00'),
  (4, 2, 'K31', '2026-10-03 10:07:00'), (5, 2, 'K40', '2026-10-03 10:25:00'),
  (6, 3, 'K31', '2026-10-03 10:03:00'), (7, 3, 'K45', '2026-10-03 10:19:00'), (8, 3, 'K46', '2026-10-03 10:31:00'),
  (9, 3, 'K40', '2026-10-03 10:44:00');
