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
INSERT INTO gardeners (gardener_id, full_name) VALUES
  (10, 'Joao Pereira'), (11, 'Mei Tanaka'), (12, 'Saoirse Byrne'), (13, 'Ilse Vogt'), (14, 'Tariq Hussain');
-- Gardeners 12 and 14 are on the waiting list (no plot); plots are inserted out of id order.
INSERT INTO plots (plot_id, bed_label, area_m2, holder_id) VALUES
  (305, 'C3', 80, NULL), (301, 'A1', 40, 10), (304, 'C2', 80, 13), (302, 'A2', 40, NULL),
  (303, 'C1', 80, 11), (306, 'D1', 200, 10), (307, 'D2', 200, NULL);
