-- ROW_NUMBER gives tied entries different numbers: with a tie for the top, row 2 is the top weight again.
SELECT c.class_name, r.weight_g AS runner_up_g
FROM show_classes c
LEFT JOIN (
  SELECT class_id, weight_g
  FROM (
    SELECT class_id, weight_g, ROW_NUMBER() OVER (PARTITION BY class_id ORDER BY weight_g DESC) AS place
    FROM entries
  ) ranked
  WHERE place = 2
) r ON r.class_id = c.class_id
ORDER BY c.class_name;
