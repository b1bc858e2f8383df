CREATE TABLE bookings (
  booking_id INTEGER PRIMARY KEY,
  kayak_id INTEGER NOT NULL,
  starts_at TIMESTAMP NOT NULL,
  ends_at TIMESTAMP NOT NULL
);
INSERT INTO bookings (booking_id, kayak_id, starts_at, ends_at) VALUES
  (1, 3, '2026-08-01 10:00:00', '2026-08-01 12:00:00'),
  (2, 4, '2026-08-01 10:00:00', '2026-08-01 12:00:00'),
  (3, 3, '2026-08-01 14:00:00', '2026-08-01 15:00:00');
