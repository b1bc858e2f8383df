CREATE TABLE dishes (
  dish_id INTEGER PRIMARY KEY,
  dish_name VARCHAR(40) NOT NULL,
  price INTEGER NOT NULL,
  allergen VARCHAR(20) NULL
);
INSERT INTO dishes (dish_id, dish_name, price, allergen) VALUES
  (1, 'Almond cake', 6, 'nuts'), (2, 'Pesto pasta', 11, 'nuts');
