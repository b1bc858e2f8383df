-- The NULL trap: once any shift has lead_volunteer_id NULL, "id NOT IN (..., NULL)" is never true,
-- so the query returns no rows at all.
SELECT volunteer_id, full_name
FROM volunteers
WHERE volunteer_id NOT IN (SELECT lead_volunteer_id FROM shifts)
ORDER BY full_name, volunteer_id;
