-- COUNT(*) counts every row of the group; COUNT(fixed_on) only the rows where fixed_on is not NULL.
SELECT item_kind, COUNT(*) AS brought, COUNT(fixed_on) AS fixed
FROM repairs
GROUP BY item_kind
ORDER BY brought DESC, item_kind;
