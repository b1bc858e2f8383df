-- Wrong: takes each component row's own quantity, forgetting that an assembly used 2 times needs its parts 2 times.
WITH RECURSIVE need (part_id, qty) AS (
  SELECT part_id, quantity FROM components WHERE assembly_id = 1
  UNION ALL
  SELECT c.part_id, c.quantity
  FROM need n
  JOIN components c ON c.assembly_id = n.part_id
)
SELECT p.part_name, SUM(n.qty) AS quantity
FROM need n
JOIN parts p ON p.part_id = n.part_id
WHERE NOT EXISTS (SELECT 1 FROM components sub WHERE sub.assembly_id = n.part_id)
GROUP BY p.part_id, p.part_name
ORDER BY p.part_name;
