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
INSERT INTO gardeners (gardener_id, full_name) VALUES (7, 'Nadia Farouk');
-- A new field: every plot is still vacant.
INSERT INTO plots (plot_id, bed_label, area_m2, holder_id) VALUES (201, 'N1', 60, NULL), (202, 'N2', 60, NULL);
