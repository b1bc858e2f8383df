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
INSERT INTO runners (runner_id, runner_name) VALUES (1, 'Ayla Stone'), (2, 'Bruno Vidal'), (3, 'Chidi Okafor');
-- Bruno's chip was not read at the ridge; Chidi dropped out before the lake.
INSERT INTO splits (runner_id, checkpoint, elapsed_s) VALUES
  (1, 'cp1-ridge', 1550), (2, 'cp1-ridge', NULL), (3, 'cp1-ridge', 1575),
  (1, 'cp2-lake', 3500), (2, 'cp2-lake', 3480);
