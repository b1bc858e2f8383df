-- Reading Room Wi-Fi Visits: per device, the number of visits (gaps of at most 30 minutes) and the most pings in one.
-- Tables: pings(device_id, seen_at)
-- Result columns: device_id, visits, busiest_visit
SELECT device_id, seen_at,
       LAG(seen_at) OVER (PARTITION BY device_id ORDER BY seen_at) AS previous_ping
FROM pings
ORDER BY device_id, seen_at;
