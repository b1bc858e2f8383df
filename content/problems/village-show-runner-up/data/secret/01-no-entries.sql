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
INSERT INTO show_classes (class_id, class_name) VALUES (2, 'Heaviest beetroot'), (1, 'Heaviest apple');
