-- The March condition lives in the ON clause, so branches without March loans survive the LEFT JOIN;
-- COUNT(l.loan_id) ignores the NULL row such a branch gets, giving 0.
SELECT b.branch_name, COUNT(l.loan_id) AS march_loans
FROM branches b
LEFT JOIN loans l
  ON l.branch_id = b.branch_id
 AND l.loaned_on >= DATE '2026-03-01'
 AND l.loaned_on < DATE '2026-04-01'
GROUP BY b.branch_id, b.branch_name
HAVING COUNT(l.loan_id) < 3
ORDER BY march_loans, b.branch_name;
