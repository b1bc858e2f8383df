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
INSERT INTO runners (runner_id, runner_name, course) VALUES (1, 'Dara Quinn', 'sprint'), (2, 'Elio Conti', 'sprint');
INSERT INTO controls (course, control_code) VALUES ('sprint', 'S1'), ('sprint', 'S2');
-- Dara punched S1 twice (went back to check) and never found S2.
INSERT INTO punches (punch_id, runner_id, control_code, punched_at) VALUES
  (1, 1, 'S1', '2026-10-04 09:01:00'), (2, 1, 'S1', '2026-10-04 09:03:00'),
  (3, 2, 'S2', '2026-10-04 09:02:00'), (4, 2, 'S1', '2026-10-04 09:04:00');
