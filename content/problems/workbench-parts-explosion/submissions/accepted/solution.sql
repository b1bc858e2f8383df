-- Walk down from part 1, multiplying quantities along each path. UNION ALL keeps two paths that reach the same part
-- with the same count; the basic parts are the ones that are never an assembly.
WITH RECURSIVE need (part_id, qty) AS (
  SELECT part_id, quantity FROM components WHERE assembly_id = 1
  UNION ALL
  SELECT c.part_id, n.qty * c.quantity
  FROM need n
  JOIN components c ON c.assembly_id = n.part_id
)
SELECT p.part_name, SUM(n.qty) AS quantity
FROM need n
JOIN parts p ON p.part_id = n.part_id
WHERE NOT EXISTS (SELECT 1 FROM components sub WHERE sub.assembly_id = n.part_id)
GROUP BY p.part_id, p.part_name
ORDER BY p.part_name;
