-- Groups the sailings by day: days without any sailing never appear.
SELECT sailed_on AS sail_day, COUNT(*) AS sailings, SUM(passengers) AS passengers
FROM sailings
GROUP BY sailed_on
ORDER BY sailed_on;
