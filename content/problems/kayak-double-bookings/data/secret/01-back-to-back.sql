CREATE TABLE bookings (
  booking_id INTEGER PRIMARY KEY,
  kayak_id INTEGER NOT NULL,
  starts_at TIMESTAMP NOT NULL,
  ends_at TIMESTAMP NOT NULL
);
-- Every booking starts exactly when the previous one ends: no clashes.
INSERT INTO bookings (booking_id, kayak_id, starts_at, ends_at) VALUES
  (1, 1, '2026-06-01 08:00:00', '2026-06-01 09:00:00'), (2, 1, '2026-06-01 09:00:00', '2026-06-01 10:30:00'),
  (3, 1, '2026-06-01 10:30:00', '2026-06-01 11:00:00'), (4, 2, '2026-06-01 11:00:00', '2026-06-01 12:00:00'),
  (5, 2, '2026-06-01 10:00:00', '2026-06-01 11:00:00');
