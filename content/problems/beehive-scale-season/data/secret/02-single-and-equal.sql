CREATE TABLE readings (
  reading_id INTEGER PRIMARY KEY,
  hive_name VARCHAR(40) NOT NULL,
  read_on DATE NOT NULL,
  weight_g INTEGER NOT NULL
);
INSERT INTO readings (reading_id, hive_name, read_on, weight_g) VALUES
  (1, 'Willow', '2026-05-05', 30000), (2, 'Willow', '2026-05-12', 30000),
  (3, 'Rowan', '2026-05-05', 22000),
  (4, 'Thyme', '2026-05-05', 35000), (5, 'Thyme', '2026-05-06', 36000), (6, 'Thyme', '2026-05-07', 35000);
