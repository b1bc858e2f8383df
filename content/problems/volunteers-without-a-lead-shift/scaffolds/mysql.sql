-- Volunteers Without a Lead Shift: volunteers who lead no shift.
-- Tables: volunteers(volunteer_id, full_name, joined_on), shifts(shift_id, shift_day, task, lead_volunteer_id)
-- Result columns: volunteer_id, full_name
SELECT v.volunteer_id, v.full_name
FROM volunteers v
ORDER BY v.full_name, v.volunteer_id;
