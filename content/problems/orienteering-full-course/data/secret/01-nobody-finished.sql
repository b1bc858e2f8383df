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
  (1, 'Fenna Smit', 'short'), (2, 'Goran Ilic', 'short'), (3, 'Hedda Lind', 'long');
INSERT INTO controls (course, control_code) VALUES
  ('short', 'A1'), ('short', 'A2'), ('long', 'A1'), ('long', 'B1'), ('long', 'B2');
-- Hedda punched three times, as many as the long course has controls, but never B2.
INSERT INTO punches (punch_id, runner_id, control_code, punched_at) VALUES
  (1, 1, 'A1', '2026-10-10 10:00:00'), (2, 3, 'A1', '2026-10-10 10:02:00'), (3, 3, 'B1', '2026-10-10 10:09:00'),
  (4, 3, 'B1', '2026-10-10 10:11:00');
