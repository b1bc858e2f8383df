-- The LEFT JOIN keeps the wrong table: gardeners on the waiting list appear with a NULL plot, vacant plots vanish.
SELECT p.plot_id, p.bed_label, g.full_name AS holder_name
FROM gardeners g
LEFT JOIN plots p ON p.holder_id = g.gardener_id
ORDER BY p.plot_id;
