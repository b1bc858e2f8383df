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
-- Runners punched controls of the other course (mispunches); those do not count towards their own course.
INSERT INTO runners (runner_id, runner_name, course) VALUES
  (10, 'Ivo Horvat', 'blue'), (11, 'Jana Novak', 'blue'), (12, 'Kai Larsen', 'red'), (13, 'Lea Meyer', 'red'),
  (14, 'Ivo Horvat', 'red');
INSERT INTO controls (course, control_code) VALUES
  ('blue', 'C1'), ('blue', 'C2'), ('blue', 'C3'), ('red', 'C1'), ('red', 'R7'), ('red', 'R8');
INSERT INTO punches (punch_id, runner_id, control_code, punched_at) VALUES
  (1, 10, 'C1', '2026-10-11 10:00:00'), (2, 10, 'C2', '2026-10-11 10:05:00'), (3, 10, 'R7', '2026-10-11 10:08:00'),
  (4, 11, 'C3', '2026-10-11 10:01:00'), (5, 11, 'C2', '2026-10-11 10:04:00'), (6, 11, 'C1', '2026-10-11 10:09:00'),
  (7, 11, 'R8', '2026-10-11 10:12:00'), (8, 12, 'C1', '2026-10-11 10:02:00'), (9, 12, 'R7', '2026-10-11 10:06:00'),
  (10, 12, 'R8', '2026-10-11 10:10:00'), (11, 13, 'R7', '2026-10-11 10:03:00'), (12, 13, 'R8', '2026-10-11 10:07:00'),
  (13, 13, 'C3', '2026-10-11 10:11:00'), (14, 14, 'R8', '2026-10-11 10:03:00'), (15, 14, 'R7', '2026-10-11 10:06:00'),
  (16, 14, 'C1', '2026-10-11 10:15:00'), (17, 14, 'C1', '2026-10-11 10:16:00');
