-- Wrong: the inner join drops traps that caught nothing, which must be listed with 0 species and 0 moths.
SELECT t.trap_name,
       COUNT(DISTINCT c.species) AS species_seen,
       SUM(c.moths) AS moths
FROM traps t
JOIN catches c ON c.trap_id = t.trap_id
GROUP BY t.trap_id, t.trap_name
ORDER BY t.trap_name;
