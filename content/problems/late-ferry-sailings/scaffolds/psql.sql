-- Late Ferry Sailings: list sailings that left more than 10 minutes late.
-- Table: sailings(sailing_id, route, scheduled_at, departed_at)
-- Result columns: sailing_id, route, minutes_late
SELECT sailing_id, route
FROM sailings
WHERE TRUE
ORDER BY sailing_id;
