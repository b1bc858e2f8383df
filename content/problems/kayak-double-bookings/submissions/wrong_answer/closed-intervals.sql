-- Compares with <=: a booking that starts when the other ends is wrongly reported as a clash.
SELECT a.kayak_id, a.booking_id AS first_booking, b.booking_id AS second_booking
FROM bookings a
JOIN bookings b
  ON b.kayak_id = a.kayak_id
 AND a.booking_id < b.booking_id
 AND a.starts_at <= b.ends_at
 AND b.starts_at <= a.ends_at
ORDER BY a.kayak_id, first_booking, second_booking;
