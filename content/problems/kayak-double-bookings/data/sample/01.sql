CREATE TABLE bookings (
  booking_id INTEGER PRIMARY KEY,
  kayak_id INTEGER NOT NULL,
  starts_at TIMESTAMP NOT NULL,
  ends_at TIMESTAMP NOT NULL
);
INSERT INTO bookings (booking_id, kayak_id, starts_at, ends_at) VALUES
  (1, 7, '2026-07-04 09:00:00', '2026-07-04 11:00:00'),
  (2, 7, '2026-07-04 10:30:00', '2026-07-04 12:00:00'),
  (3, 7, '2026-07-04 12:00:00', '2026-07-04 13:00:00'),
  (4, 9, '2026-07-04 09:00:00', '2026-07-04 17:00:00'),
  (5, 9, '2026-07-04 13:00:00', '2026-07-04 14:00:00');
