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
INSERT INTO gardeners (gardener_id, full_name) VALUES (20, 'Olu Adeyemi'), (21, 'Greta Sund'), (22, 'Olu Adeyemi');
INSERT INTO plots (plot_id, bed_label, area_m2, holder_id) VALUES
  (401, 'E1', 45, 22), (402, 'E2', 45, 21), (403, 'E3', 45, 20);
