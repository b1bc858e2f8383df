-- The same anti-join written as a LEFT JOIN: volunteers with no matching shift keep NULLs on the shift side.
SELECT v.volunteer_id, v.full_name
FROM volunteers v
LEFT JOIN shifts s ON s.lead_volunteer_id = v.volunteer_id
WHERE s.shift_id IS NULL
ORDER BY v.full_name, v.volunteer_id;
