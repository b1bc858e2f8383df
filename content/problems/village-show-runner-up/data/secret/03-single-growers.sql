CREATE TABLE show_classes (
  class_id INTEGER PRIMARY KEY,
  class_name VARCHAR(40) NOT NULL
);
CREATE TABLE entries (
  entry_id INTEGER PRIMARY KEY,
  class_id INTEGER NOT NULL REFERENCES show_classes (class_id),
  grower VARCHAR(40) NOT NULL,
  weight_g INTEGER NOT NULL
);
INSERT INTO show_classes (class_id, class_name) VALUES (5, 'Heaviest swede'), (6, 'Heaviest turnip'), (7, 'Heaviest parsnip');
INSERT INTO entries (entry_id, class_id, grower, weight_g) VALUES
  (1, 5, 'Ada Moss', 4100), (2, 6, 'Ada Moss', 1200), (3, 6, 'Ben Frey', 1250), (4, 6, 'Cy Tran', 1190);
