-- Allotment Plot Holders: every plot with its holder's name (NULL when the plot is vacant).
-- Tables: gardeners(gardener_id, full_name), plots(plot_id, bed_label, area_m2, holder_id)
-- Result columns: plot_id, bed_label, holder_name
SELECT p.plot_id, p.bed_label
FROM plots p
ORDER BY p.plot_id;
