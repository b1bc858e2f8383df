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
INSERT INTO runners (runner_id, runner_name, course) VALUES (1, 'Mina Park', 'short'), (2, 'Noor Aziz', 'short');
INSERT INTO controls (course, control_code) VALUES ('short', 'P1');
