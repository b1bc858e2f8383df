-- "At least 100" written as > 100, and no tie-break on the category.
SELECT p.category,
       COUNT(DISTINCT s.product_id) AS products_sold,
       SUM(s.quantity * s.unit_price) AS takings
FROM sales s
JOIN products p ON p.product_id = s.product_id
WHERE s.sold_on BETWEEN '2026-04-01' AND '2026-04-30'
GROUP BY p.category
HAVING SUM(s.quantity * s.unit_price) > 100
ORDER BY takings DESC;
