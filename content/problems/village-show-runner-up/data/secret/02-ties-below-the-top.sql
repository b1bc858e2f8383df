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
-- Ties for first place, ties for the runner-up weight, and a class where everyone ties.
INSERT INTO show_classes (class_id, class_name) VALUES (1, 'Heaviest cabbage'), (2, 'Heaviest squash'), (3, 'Heaviest potato');
INSERT INTO entries (entry_id, class_id, grower, weight_g) VALUES
  (1, 1, 'Ivo Kral', 3000), (2, 1, 'Jo Marsh', 3000), (3, 1, 'Kay Dunn', 3000), (4, 1, 'Lu Wen', 2800),
  (5, 1, 'Max Ode', 2800), (6, 1, 'Nia Cole', 2500), (7, 2, 'Ivo Kral', 7000), (8, 2, 'Jo Marsh', 6500),
  (9, 2, 'Kay Dunn', 6500), (10, 2, 'Lu Wen', 6400), (11, 3, 'Max Ode', 900), (12, 3, 'Nia Cole', 900);
