CREATE TABLE tours (
  tour_id INTEGER PRIMARY KEY,
  guide VARCHAR(40) NOT NULL,
  starts_at TIMESTAMP NOT NULL,
  status VARCHAR(10) NOT NULL,
  group_size INTEGER NOT NULL
);
INSERT INTO tours (tour_id, guide, starts_at, status, group_size) VALUES
  (1, 'Ana Ruiz', '2026-03-02 10:00:00', 'confirmed', 12),
  (2, 'Ben Okafor', '2026-03-02 10:00:00', 'pending', 15),
  (3, 'Ana Ruiz', '2026-03-09 14:30:00', 'cancelled', 20),
  (4, 'Chen Li', '2026-03-15 11:00:00', 'confirmed', 8),
  (5, 'Ben Okafor', '2026-03-31 16:00:00', 'confirmed', 10),
  (6, 'Chen Li', '2026-04-01 09:00:00', 'confirmed', 25),
  (7, 'Ana Ruiz', '2026-02-28 15:00:00', 'pending', 30);
