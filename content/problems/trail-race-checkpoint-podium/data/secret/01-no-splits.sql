CREATE TABLE runners (
  runner_id INTEGER PRIMARY KEY,
  runner_name VARCHAR(40) NOT NULL
);
CREATE TABLE splits (
  runner_id INTEGER NOT NULL REFERENCES runners (runner_id),
  checkpoint VARCHAR(20) NOT NULL,
  elapsed_s INTEGER NULL,
  PRIMARY KEY (runner_id, checkpoint)
);
INSERT INTO runners (runner_id, runner_name) VALUES (1, 'Ayla Stone'), (2, 'Bruno Vidal');
