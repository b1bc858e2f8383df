-- Nut-Free Menu: every dish not labelled 'nuts', with its allergen label ('none' when it has none).
-- Tables: dishes(dish_id, dish_name, price, allergen)
-- Result columns: dish_name, price, label
SELECT dish_name, price, allergen
FROM dishes
ORDER BY price, dish_name;
