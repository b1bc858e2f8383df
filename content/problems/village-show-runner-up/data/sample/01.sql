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
INSERT INTO show_classes (class_id, class_name) VALUES (1, 'Heaviest marrow'), (2, 'Heaviest onion'), (3, 'Heaviest pumpkin');
INSERT INTO entries (entry_id, class_id, grower, weight_g) VALUES
  (1, 1, 'Pat Lowe', 5400), (2, 1, 'Sunil Rao', 6100), (3, 1, 'Greta Holm', 5900),
  (4, 2, 'Pat Lowe', 2100), (5, 2, 'Mo Idris', 2400), (6, 2, 'Ana Costa', 2400), (7, 2, 'Lily Chen', 1800);
