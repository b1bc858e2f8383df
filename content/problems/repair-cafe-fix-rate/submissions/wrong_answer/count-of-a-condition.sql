-- COUNT of a condition counts TRUE and FALSE alike (neither is NULL): fixed always equals brought.
SELECT item_kind, COUNT(*) AS brought, COUNT(fixed_on IS NOT NULL) AS fixed
FROM repairs
GROUP BY item_kind
ORDER BY brought DESC, item_kind;
