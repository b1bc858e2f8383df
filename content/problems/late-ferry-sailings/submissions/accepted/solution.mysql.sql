-- MySQL / MariaDB: TIMESTAMPDIFF counts whole minutes between the two times.
SELECT sailing_id,
       route,
       TIMESTAMPDIFF(MINUTE, scheduled_at, departed_at) AS minutes_late
FROM sailings
WHERE TIMESTAMPDIFF(MINUTE, scheduled_at, departed_at) > 10
ORDER BY minutes_late DESC, sailing_id ASC;
