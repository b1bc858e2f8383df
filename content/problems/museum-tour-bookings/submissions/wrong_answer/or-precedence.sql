-- Without parentheses this reads: confirmed-in-March-and-big OR pending (any month, any size).
SELECT tour_id, guide, starts_at
FROM tours
WHERE starts_at >= '2026-03-01' AND starts_at < '2026-04-01'
  AND status = 'confirmed' OR status = 'pending'
  AND group_size >= 10
ORDER BY starts_at, tour_id;
