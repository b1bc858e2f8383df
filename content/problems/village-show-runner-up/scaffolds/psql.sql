-- Village Show Runner-Up Weight: per class, the second-highest distinct weight (NULL when there is none).
-- Tables: show_classes(class_id, class_name), entries(entry_id, class_id, grower, weight_g)
-- Result columns: class_name, runner_up_g
SELECT c.class_name
FROM show_classes c
ORDER BY c.class_name;
