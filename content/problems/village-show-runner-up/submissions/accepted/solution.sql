-- The runner-up weight is the largest weight below the class maximum; MAX over no rows is NULL.
SELECT c.class_name,
       (SELECT MAX(e.weight_g) FROM entries e
        WHERE e.class_id = c.class_id
          AND e.weight_g < (SELECT MAX(e2.weight_g) FROM entries e2 WHERE e2.class_id = c.class_id)) AS runner_up_g
FROM show_classes c
ORDER BY c.class_name;
