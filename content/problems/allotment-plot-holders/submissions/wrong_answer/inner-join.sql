-- An inner join keeps only plots whose holder matches a gardener: every vacant plot disappears.
SELECT p.plot_id, p.bed_label, g.full_name AS holder_name
FROM plots p
JOIN gardeners g ON g.gardener_id = p.holder_id
ORDER BY p.plot_id;
