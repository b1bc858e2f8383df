CREATE TABLE bookings (
  booking_id INTEGER PRIMARY KEY,
  kayak_id INTEGER NOT NULL,
  starts_at TIMESTAMP NOT NULL,
  ends_at TIMESTAMP NOT NULL
);
-- Bookings were made out of time order: a later booking may start earlier and contain, or straddle, an older one.
INSERT INTO bookings (booking_id, kayak_id, starts_at, ends_at) VALUES
  (1, 5, '2026-06-10 12:00:00', '2026-06-10 13:00:00'), (2, 5, '2026-06-10 11:00:00', '2026-06-10 15:00:00'),
  (3, 5, '2026-06-10 14:30:00', '2026-06-10 16:00:00'), (4, 6, '2026-06-10 10:00:00', '2026-06-10 10:45:00'),
  (5, 6, '2026-06-10 09:30:00', '2026-06-10 10:15:00'), (6, 6, '2026-06-11 09:30:00', '2026-06-11 10:15:00'),
  (7, 8, '2026-06-10 10:00:00', '2026-06-10 11:00:00'), (8, 8, '2026-06-10 10:00:00', '2026-06-10 11:00:00');
