-- Only checks whether the later booking starts inside the earlier one: misses a later booking that starts first.
SELECT a.kayak_id, a.booking_id AS first_booking, b.booking_id AS second_booking
FROM bookings a
JOIN bookings b
  ON b.kayak_id = a.kayak_id
 AND a.booking_id < b.booking_id
 AND b.starts_at >= a.starts_at
 AND b.starts_at < a.ends_at
ORDER BY a.kayak_id, first_booking, second_booking;
