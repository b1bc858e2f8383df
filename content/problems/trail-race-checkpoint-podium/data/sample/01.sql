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
INSERT INTO runners (runner_id, runner_name) VALUES
  (1, 'Ayla Stone'), (2, 'Bruno Vidal'), (3, 'Chidi Okafor'), (4, 'Dagny Holm');
INSERT INTO splits (runner_id, checkpoint, elapsed_s) VALUES
  (1, 'cp1-ridge', 1510), (2, 'cp1-ridge', 1490), (3, 'cp1-ridge', 1490), (4, 'cp1-ridge', 1602),
  (1, 'cp2-lake', 3320), (2, 'cp2-lake', 3405), (3, 'cp2-lake', 3290), (4, 'cp2-lake', 3411);
