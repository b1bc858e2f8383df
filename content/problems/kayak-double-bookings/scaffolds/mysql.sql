-- Kayak Double Bookings: every pair of bookings of the same kayak whose times overlap (end time not included).
-- Tables: bookings(booking_id, kayak_id, starts_at, ends_at)
-- Result columns: kayak_id, first_booking, second_booking
SELECT a.kayak_id, a.booking_id AS first_booking, b.booking_id AS second_booking
FROM bookings a
JOIN bookings b ON b.kayak_id = a.kayak_id
ORDER BY a.kayak_id, first_booking, second_booking;
