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
  (1, 1, 10, 4, '2026-04-03'),
  (2, 1, 10, 4, '2026-04-04'),
  (3, 1, 5, 4, '2026-04-05'),
  (4, 3, 10, 3, '2026-04-06'),
  (5, 4, 10, 7, '2026-04-06'),
  (6, 5, 10, 6, '2026-04-07'),
  (7, 6, 8, 5, '2026-04-08'),
  (8, 6, 1, 1, '2026-04-09');
