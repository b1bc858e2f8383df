-- Keeps only the dishes without any allergen: nut-free dishes with another allergen are lost.
SELECT dish_name, price, COALESCE(allergen, 'none') AS label
FROM dishes
WHERE allergen IS NULL
ORDER BY price, dish_name;
