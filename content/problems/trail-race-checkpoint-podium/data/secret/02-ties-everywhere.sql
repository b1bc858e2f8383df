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
  (1, 'Ines Faro'), (2, 'Gus Moreau'), (3, 'Hana Sato'), (4, 'Eli Brandt'), (5, 'Fay Quinn'), (6, 'Jon Ruiz');
-- cp1: three-way tie for first. cp2: one winner, two tied for second. cp3: a tie for second behind a winner,
-- then a third distinct time that DENSE_RANK would wrongly call second... cp4: everyone equal.
INSERT INTO splits (runner_id, checkpoint, elapsed_s) VALUES
  (1, 'cp1-forest', 900), (2, 'cp1-forest', 900), (3, 'cp1-forest', 900), (4, 'cp1-forest', 905),
  (5, 'cp1-forest', 931), (6, 'cp1-forest', NULL),
  (1, 'cp2-col', 2100), (2, 'cp2-col', 2050), (3, 'cp2-col', 2100), (4, 'cp2-col', 2230), (5, 'cp2-col', 2101),
  (1, 'cp3-hut', 4010), (2, 'cp3-hut', 4010), (3, 'cp3-hut', 4020), (4, 'cp3-hut', 4001), (6, 'cp3-hut', 4010),
  (2, 'cp4-finish', 6000), (5, 'cp4-finish', 6000);
