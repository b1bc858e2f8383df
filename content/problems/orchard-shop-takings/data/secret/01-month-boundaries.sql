CREATE TABLE products (
  product_id INTEGER PRIMARY KEY,
  product_name VARCHAR(60) NOT NULL,
  category VARCHAR(30) NOT NULL
);
CREATE TABLE sales (
  sale_id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (product_id),
  quantity INTEGER NOT NULL,
  unit_price INTEGER NOT NULL,
  sold_on DATE NOT NULL
);
INSERT INTO products (product_id, product_name, category) VALUES
  (1, 'Cox apples (1 kg)', 'Fruit'),
  (2, 'Conference pears (1 kg)', 'Fruit'),
  (3, 'Pressed apple juice', 'Drinks'),
  (4, 'Pear cider', 'Drinks'),
  (5, 'Apple chutney', 'Preserves'),
  (6, 'Plum jam', 'Preserves');
INSERT INTO sales (sale_id, product_id, quantity, unit_price, sold_on) VALUES
  (1, 1, 50, 4, '2026-03-31'),
  (2, 1, 10, 4, '2026-04-01'),
  (3, 2, 12, 5, '2026-04-30'),
  (4, 2, 30, 5, '2026-05-01'),
  (5, 3, 25, 4, '2026-04-15'),
  (6, 5, 20, 6, '2025-04-15');
