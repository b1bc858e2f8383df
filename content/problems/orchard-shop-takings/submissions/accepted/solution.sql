-- Filter the month's rows with WHERE, group by category, aggregate, then filter the groups with HAVING.
SELECT p.category,
       COUNT(DISTINCT s.product_id) AS products_sold,
       SUM(s.quantity * s.unit_price) AS takings
FROM sales s
JOIN products p ON p.product_id = s.product_id
WHERE s.sold_on >= '2026-04-01' AND s.sold_on <= '2026-04-30'
GROUP BY p.category
HAVING SUM(s.quantity * s.unit_price) >= 100
ORDER BY takings DESC, p.category;
