-- Workbench Parts Explosion: every basic part needed to build one part 1, with the total quantity.
-- Tables: parts(part_id, part_name), components(assembly_id, part_id, quantity)
-- Result columns: part_name, quantity (ordered by part_name)
WITH RECURSIVE need (part_id, qty) AS (
  SELECT part_id, quantity FROM components WHERE assembly_id = 1
  -- UNION ALL ... one level further down
)
SELECT p.part_name, n.qty AS quantity
FROM need n
JOIN parts p ON p.part_id = n.part_id
ORDER BY p.part_name;
