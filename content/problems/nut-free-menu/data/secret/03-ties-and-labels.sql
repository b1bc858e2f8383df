CREATE TABLE dishes (
  dish_id INTEGER PRIMARY KEY,
  dish_name VARCHAR(40) NOT NULL,
  price INTEGER NOT NULL,
  allergen VARCHAR(20) NULL
);
-- Equal prices tie-break by name; labels other than nuts stay on the menu.
INSERT INTO dishes (dish_id, dish_name, price, allergen) VALUES
  (1, 'Pea risotto', 10, 'milk'), (2, 'Nut roast', 10, 'nuts'), (3, 'Bean chilli', 10, NULL),
  (4, 'Egg mayo roll', 4, 'egg'), (5, 'Chips', 4, NULL), (6, 'Satay skewers', 9, 'nuts'), (7, 'Crab cake', 9, 'fish');
