CREATE TABLE tours (
  tour_id INTEGER PRIMARY KEY,
  guide VARCHAR(40) NOT NULL,
  starts_at TIMESTAMP NOT NULL,
  status VARCHAR(10) NOT NULL,
  group_size INTEGER NOT NULL
);
INSERT INTO tours (tour_id, guide, starts_at, status, group_size) VALUES
  (9, 'Ana Ruiz', '2026-03-12 09:30:00', 'confirmed', 10),
  (4, 'Ben Okafor', '2026-03-12 09:30:00', 'pending', 22),
  (7, 'Chen Li', '2026-03-12 09:30:00', 'confirmed', 16),
  (2, 'Dara Moss', '2026-03-11 18:00:00', 'confirmed', 30);
