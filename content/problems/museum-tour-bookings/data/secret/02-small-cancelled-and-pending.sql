CREATE TABLE tours (
  tour_id INTEGER PRIMARY KEY,
  guide VARCHAR(40) NOT NULL,
  starts_at TIMESTAMP NOT NULL,
  status VARCHAR(10) NOT NULL,
  group_size INTEGER NOT NULL
);
INSERT INTO tours (tour_id, guide, starts_at, status, group_size) VALUES
  (1, 'Ana Ruiz', '2026-03-05 10:00:00', 'cancelled', 3),
  (2, 'Ben Okafor', '2026-03-06 10:00:00', 'pending', 4),
  (3, 'Chen Li', '2026-03-07 10:00:00', 'cancelled', 12),
  (4, 'Dara Moss', '2026-03-08 10:00:00', 'confirmed', 10),
  (5, 'Eli Stone', '2026-03-08 10:00:00', 'pending', 9),
  (6, 'Ana Ruiz', '2025-03-08 10:00:00', 'confirmed', 20);
