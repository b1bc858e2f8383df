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
INSERT INTO parts (part_id, part_name) VALUES (1, 'Bird box'), (2, 'Board'), (3, 'Nail');
INSERT INTO components (assembly_id, part_id, quantity) VALUES (1, 2, 6), (1, 3, 24);
