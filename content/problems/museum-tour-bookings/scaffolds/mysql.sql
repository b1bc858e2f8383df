-- Museum Tour Bookings: March 2026 tours that are confirmed or pending and have at least 10 visitors.
-- Table: tours(tour_id, guide, starts_at, status, group_size)
-- Result columns: tour_id, guide, starts_at
SELECT tour_id, guide, starts_at
FROM tours
ORDER BY starts_at, tour_id;
