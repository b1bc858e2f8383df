-- LAG without PARTITION BY: a device's first ping is compared with another device's last ping.
WITH marked AS (
  SELECT device_id, seen_at,
         CASE WHEN LAG(seen_at) OVER (ORDER BY device_id, seen_at) + INTERVAL '30' MINUTE >= seen_at
              THEN 0 ELSE 1 END AS starts_visit
  FROM pings
), numbered AS (
  SELECT device_id,
         SUM(starts_visit) OVER (PARTITION BY device_id ORDER BY seen_at
                                 ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS visit_no
  FROM marked
), visits AS (
  SELECT device_id, visit_no, COUNT(*) AS pings FROM numbered GROUP BY device_id, visit_no
)
SELECT device_id, MAX(visit_no) AS visits, MAX(pings) AS busiest_visit
FROM visits
GROUP BY device_id
ORDER BY device_id;
