CREATE TABLE tours (
  tour_id INTEGER PRIMARY KEY,
  guide VARCHAR(40) NOT NULL,
  starts_at TIMESTAMP NOT NULL,
  status VARCHAR(10) NOT NULL,
  group_size INTEGER NOT NULL
);
INSERT INTO tours (tour_id, guide, starts_at, status, group_size) VALUES
  (10, 'Dara Moss', '2026-03-01 00:00:00', 'pending', 11),
  (11, 'Dara Moss', '2026-03-20 13:00:00', 'cancelled', 40),
  (12, 'Eli Stone', '2026-03-20 12:00:00', 'confirmed', 9);
