-- NULL <> 'nuts' is unknown, not true: unlabelled dishes must be kept explicitly.
SELECT dish_name, price, COALESCE(allergen, 'none') AS label
FROM dishes
WHERE allergen IS NULL OR allergen <> 'nuts'
ORDER BY price, dish_name;
