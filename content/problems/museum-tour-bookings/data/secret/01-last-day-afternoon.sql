CREATE TABLE tours (
  tour_id INTEGER PRIMARY KEY,
  guide VARCHAR(40) NOT NULL,
  starts_at TIMESTAMP NOT NULL,
  status VARCHAR(10) NOT NULL,
  group_size INTEGER NOT NULL
);
INSERT INTO tours (tour_id, guide, starts_at, status, group_size) VALUES
  (1, 'Ana Ruiz', '2026-03-31 00:00:00', 'confirmed', 12),
  (2, 'Ben Okafor', '2026-03-31 23:59:59', 'pending', 14),
  (3, 'Chen Li', '2026-03-31 12:30:00', 'confirmed', 10),
  (4, 'Dara Moss', '2026-04-01 00:00:00', 'confirmed', 50),
  (5, 'Eli Stone', '2026-02-28 23:59:59', 'confirmed', 50);
