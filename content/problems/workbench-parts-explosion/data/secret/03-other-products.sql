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
  (1, 'Seed tray rack'), (2, 'Shelf'), (3, 'Upright'), (4, 'Dowel'), (5, 'Wood glue'),
  (6, 'Compost bin'), (7, 'Slat'), (8, 'Corner post'), (9, 'Screw');
INSERT INTO components (assembly_id, part_id, quantity) VALUES
  (1, 2, 4), (1, 3, 2),
  (2, 4, 3), (2, 5, 1),
  (3, 4, 1),
  (6, 7, 20), (6, 8, 4), (8, 9, 6), (7, 9, 2);
