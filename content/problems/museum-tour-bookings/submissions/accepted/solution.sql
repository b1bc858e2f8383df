-- A half-open range catches every moment of March; IN keeps the status test away from the AND/OR precedence trap.
SELECT tour_id, guide, starts_at
FROM tours
WHERE starts_at >= '2026-03-01' AND starts_at < '2026-04-01'
  AND status IN ('confirmed', 'pending')
  AND group_size >= 10
ORDER BY starts_at, tour_id;
