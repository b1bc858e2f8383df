-- allergen <> 'nuts' is unknown for a NULL allergen, so every unlabelled dish is dropped.
SELECT dish_name, price, COALESCE(allergen, 'none') AS label
FROM dishes
WHERE allergen <> 'nuts'
ORDER BY price, dish_name;
