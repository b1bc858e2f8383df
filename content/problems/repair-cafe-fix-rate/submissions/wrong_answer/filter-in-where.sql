-- The WHERE clause drops the unfixed items before grouping: brought counts only fixed ones, unfixed kinds vanish.
SELECT item_kind, COUNT(*) AS brought, COUNT(fixed_on) AS fixed
FROM repairs
WHERE fixed_on IS NOT NULL
GROUP BY item_kind
ORDER BY brought DESC, item_kind;
