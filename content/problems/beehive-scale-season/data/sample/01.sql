CREATE TABLE readings (
  reading_id INTEGER PRIMARY KEY,
  hive_name VARCHAR(40) NOT NULL,
  read_on DATE NOT NULL,
  weight_g INTEGER NOT NULL
);
INSERT INTO readings (reading_id, hive_name, read_on, weight_g) VALUES
  (1, 'Clover', '2026-05-01', 31000), (2, 'Clover', '2026-05-15', 36500), (3, 'Clover', '2026-06-01', 34200),
  (4, 'Heather', '2026-05-03', 28000), (5, 'Heather', '2026-05-20', 27100);
