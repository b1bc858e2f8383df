-- LEFT JOIN keeps traps without catches; COUNT(DISTINCT species) skips NULL and counts each species once;
-- SUM over no rows is NULL, so COALESCE it to 0.
SELECT t.trap_name,
       COUNT(DISTINCT c.species) AS species_seen,
       COALESCE(SUM(c.moths), 0) AS moths
FROM traps t
LEFT JOIN catches c ON c.trap_id = t.trap_id
GROUP BY t.trap_id, t.trap_name
ORDER BY t.trap_name;
