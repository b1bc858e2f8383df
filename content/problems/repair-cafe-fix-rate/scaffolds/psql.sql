-- Repair Cafe Fix Rate: per item_kind, how many items were brought in and how many were fixed.
-- Tables: repairs(repair_id, item_kind, brought_on, fixed_on)
-- Result columns: item_kind, brought, fixed
SELECT item_kind
FROM repairs
GROUP BY item_kind
ORDER BY item_kind;
