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
  (1, 'Trellis wall'), (2, 'Trellis row'), (3, 'Trellis panel'), (4, 'Lath pair'), (5, 'Lath'), (6, 'Staple');
INSERT INTO components (assembly_id, part_id, quantity) VALUES
  (1, 2, 3), (2, 3, 4), (3, 4, 5), (4, 5, 2), (4, 6, 3), (3, 6, 1);
