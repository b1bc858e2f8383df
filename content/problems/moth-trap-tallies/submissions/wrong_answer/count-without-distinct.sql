-- Wrong: COUNT(c.species) skips the unidentified rows but counts a species once per night it was caught.
SELECT t.trap_name,
       COUNT(c.species) AS species_seen,
       COALESCE(SUM(c.moths), 0) AS moths
FROM traps t
LEFT JOIN catches c ON c.trap_id = t.trap_id
GROUP BY t.trap_id, t.trap_name
ORDER BY t.trap_name;
