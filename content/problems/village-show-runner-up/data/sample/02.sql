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
INSERT INTO show_classes (class_id, class_name) VALUES (1, 'Heaviest garlic'), (2, 'Heaviest leek');
INSERT INTO entries (entry_id, class_id, grower, weight_g) VALUES
  (1, 1, 'Ned Price', 40), (2, 1, 'Ola Nowak', 40), (3, 2, 'Ned Price', 1500);
