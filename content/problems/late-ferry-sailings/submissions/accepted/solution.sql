-- Cancelled sailings have departed_at NULL; the comparison is then NULL, so WHERE drops them.
SELECT sailing_id,
       route,
       CAST(EXTRACT(EPOCH FROM (departed_at - scheduled_at)) / 60 AS INTEGER) AS minutes_late
FROM sailings
WHERE departed_at > scheduled_at + INTERVAL '10 minutes'
ORDER BY minutes_late DESC, sailing_id ASC;
