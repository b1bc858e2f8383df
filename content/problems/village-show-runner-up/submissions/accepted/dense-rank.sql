-- DENSE_RANK numbers distinct weights without gaps; rank 2 is the runner-up weight, left-joined to every class.
SELECT c.class_name, r.weight_g AS runner_up_g
FROM show_classes c
LEFT JOIN (
  SELECT DISTINCT class_id, weight_g
  FROM (
    SELECT class_id, weight_g, DENSE_RANK() OVER (PARTITION BY class_id ORDER BY weight_g DESC) AS place
    FROM entries
  ) ranked
  WHERE place = 2
) r ON r.class_id = c.class_id
ORDER BY c.class_name;
