-- Every plot is kept by the LEFT JOIN; a vacant plot (holder_id NULL) matches no gardener and gets a NULL name.
SELECT p.plot_id, p.bed_label, g.full_name AS holder_name
FROM plots p
LEFT JOIN gardeners g ON g.gardener_id = p.holder_id
ORDER BY p.plot_id;
