CREATE TABLE readings (
  reading_id INTEGER PRIMARY KEY,
  hive_name VARCHAR(40) NOT NULL,
  read_on DATE NOT NULL,
  weight_g INTEGER NOT NULL
);
INSERT INTO readings (reading_id, hive_name, read_on, weight_g) VALUES (1, 'Linden', '2026-07-01', 40200);
