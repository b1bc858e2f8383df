-- BETWEEN on a TIMESTAMP with a date stops at 2026-03-31 00:00:00 and loses the rest of the last day.
SELECT tour_id, guide, starts_at
FROM tours
WHERE starts_at BETWEEN '2026-03-01' AND '2026-03-31'
  AND status <> 'cancelled'
  AND group_size >= 10
ORDER BY starts_at, tour_id;
