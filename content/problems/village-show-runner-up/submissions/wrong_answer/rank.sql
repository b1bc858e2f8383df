-- RANK skips after a tie (1, 1, 3): with two entries tied for the top there is no rank 2 and the class gets NULL.
SELECT c.class_name, r.weight_g AS runner_up_g
FROM show_classes c
LEFT JOIN (
  SELECT DISTINCT class_id, weight_g
  FROM (
    SELECT class_id, weight_g, RANK() OVER (PARTITION BY class_id ORDER BY weight_g DESC) AS place
    FROM entries
  ) ranked
  WHERE place = 2
) r ON r.class_id = c.class_id
ORDER BY c.class_name;
