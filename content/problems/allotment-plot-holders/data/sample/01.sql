CREATE TABLE gardeners (
  gardener_id INTEGER PRIMARY KEY,
  full_name VARCHAR(40) NOT NULL
);
CREATE TABLE plots (
  plot_id INTEGER PRIMARY KEY,
  bed_label VARCHAR(10) NOT NULL,
  area_m2 INTEGER NOT NULL,
  holder_id INTEGER NULL REFERENCES gardeners (gardener_id)
);
INSERT INTO gardeners (gardener_id, full_name) VALUES (1, 'Rosa Lindgren'), (2, 'Kwame Asante'), (3, 'Edith Marsh');
INSERT INTO plots (plot_id, bed_label, area_m2, holder_id) VALUES
  (101, 'A1', 50, 2), (102, 'A2', 50, NULL), (103, 'B1', 125, 1), (104, 'B2', 125, 2);
