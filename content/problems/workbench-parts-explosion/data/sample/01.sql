CREATE TABLE parts (
  part_id INTEGER PRIMARY KEY,
  part_name VARCHAR(40) NOT NULL
);
CREATE TABLE components (
  assembly_id INTEGER NOT NULL REFERENCES parts (part_id),
  part_id INTEGER NOT NULL REFERENCES parts (part_id),
  quantity INTEGER NOT NULL,
  PRIMARY KEY (assembly_id, part_id)
);
INSERT INTO parts (part_id, part_name) VALUES
  (1, 'Potting bench'), (2, 'Leg frame'), (3, 'Bench top'), (4, 'Leg'), (5, 'Screw'), (6, 'Plank');
INSERT INTO components (assembly_id, part_id, quantity) VALUES
  (1, 2, 2), (1, 3, 1), (1, 5, 6),
  (2, 4, 2), (2, 5, 4),
  (3, 6, 5), (3, 5, 10);
