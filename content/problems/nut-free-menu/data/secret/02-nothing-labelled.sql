CREATE TABLE dishes (
  dish_id INTEGER PRIMARY KEY,
  dish_name VARCHAR(40) NOT NULL,
  price INTEGER NOT NULL,
  allergen VARCHAR(20) NULL
);
-- The kitchen has not labelled anything yet: every dish is safe.
INSERT INTO dishes (dish_id, dish_name, price, allergen) VALUES
  (1, 'Tomato soup', 6, NULL), (2, 'Baked potato', 7, NULL), (3, 'Apple crumble', 6, NULL);
