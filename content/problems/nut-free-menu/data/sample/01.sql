CREATE TABLE dishes (
  dish_id INTEGER PRIMARY KEY,
  dish_name VARCHAR(40) NOT NULL,
  price INTEGER NOT NULL,
  allergen VARCHAR(20) NULL
);
INSERT INTO dishes (dish_id, dish_name, price, allergen) VALUES
  (1, 'Lentil soup', 6, NULL), (2, 'Walnut salad', 9, 'nuts'), (3, 'Fish pie', 12, 'fish'),
  (4, 'Rice pudding', 5, 'milk'), (5, 'Garden salad', 8, NULL), (6, 'Praline tart', 7, 'nuts');
