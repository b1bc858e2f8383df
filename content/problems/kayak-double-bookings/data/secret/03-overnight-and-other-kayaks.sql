CREATE TABLE bookings (
  booking_id INTEGER PRIMARY KEY,
  kayak_id INTEGER NOT NULL,
  starts_at TIMESTAMP NOT NULL,
  ends_at TIMESTAMP NOT NULL
);
-- Overnight trips cross midnight; equal times on different kayaks are no clash.
INSERT INTO bookings (booking_id, kayak_id, starts_at, ends_at) VALUES
  (1, 11, '2026-09-05 18:00:00', '2026-09-06 10:00:00'), (2, 11, '2026-09-06 09:59:00', '2026-09-06 12:00:00'),
  (3, 12, '2026-09-05 18:00:00', '2026-09-06 10:00:00'), (4, 13, '2026-09-06 09:00:00', '2026-09-06 11:00:00'),
  (5, 11, '2026-09-06 12:00:00', '2026-09-06 12:30:00'), (6, 11, '2026-09-05 17:00:00', '2026-09-05 18:00:00');
