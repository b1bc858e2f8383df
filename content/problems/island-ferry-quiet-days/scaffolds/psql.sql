-- Island Ferry Quiet Days: every day from the first to the last sailing, with its sailings and passengers (0 if none).
-- Tables: sailings(sailing_id, sailed_on, departs, passengers)
-- Result columns: sail_day, sailings, passengers
SELECT sailed_on AS sail_day
FROM sailings
ORDER BY sailed_on;
