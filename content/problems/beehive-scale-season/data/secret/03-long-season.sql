CREATE TABLE readings (
  reading_id INTEGER PRIMARY KEY,
  hive_name VARCHAR(40) NOT NULL,
  read_on DATE NOT NULL,
  weight_g INTEGER NOT NULL
);
INSERT INTO readings (reading_id, hive_name, read_on, weight_g) VALUES
  (1, 'Lavender', '2026-03-01', 21000), (2, 'Lavender', '2026-04-01', 24000), (3, 'Lavender', '2026-05-01', 32000),
  (4, 'Lavender', '2026-06-01', 41000), (5, 'Lavender', '2026-07-01', 38000), (6, 'Lavender', '2026-08-01', 33000),
  (7, 'Bramble', '2026-03-15', 26000), (8, 'Bramble', '2026-05-15', 25500), (9, 'Bramble', '2026-07-15', 29000),
  (10, 'Apple', '2026-04-20', 27000), (11, 'Apple', '2026-04-27', 26500);
