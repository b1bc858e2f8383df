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
  (7, 'Kemal Aslan'), (8, 'Lior Ben-Ami'), (9, 'Maud Leclerc'), (10, 'Nia Owusu');
-- Missing times must be ignored (MySQL and MariaDB sort NULL first in ascending order).
INSERT INTO splits (runner_id, checkpoint, elapsed_s) VALUES
  (7, 'cp1-ridge', NULL), (8, 'cp1-ridge', NULL), (9, 'cp1-ridge', 1700), (10, 'cp1-ridge', 1650),
  (7, 'cp2-lake', NULL), (8, 'cp2-lake', NULL),
  (7, 'cp3-summit', 5100), (8, 'cp3-summit', NULL), (9, 'cp3-summit', NULL), (10, 'cp3-summit', 5100);
