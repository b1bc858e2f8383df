CREATE TABLE readings (
  reading_id INTEGER PRIMARY KEY,
  hive_name VARCHAR(40) NOT NULL,
  read_on DATE NOT NULL,
  weight_g INTEGER NOT NULL
);
INSERT INTO readings (reading_id, hive_name, read_on, weight_g) VALUES
  (9, 'Acacia', '2026-04-10', 30000), (2, 'Acacia', '2026-06-10', 33000), (5, 'Acacia', '2026-05-10', 39000),
  (1, 'Borage', '2026-06-30', 25000), (8, 'Borage', '2026-04-01', 26000), (3, 'Borage', '2026-05-01', 24000);
