-- NOT EXISTS asks "is there a shift this volunteer leads?"; shifts without a lead (NULL) simply never match.
SELECT v.volunteer_id, v.full_name
FROM volunteers v
WHERE NOT EXISTS (
  SELECT 1 FROM shifts s WHERE s.lead_volunteer_id = v.volunteer_id
)
ORDER BY v.full_name, v.volunteer_id;
