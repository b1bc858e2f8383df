-- Filtering March in WHERE discards the NULL rows of branches without March loans: they vanish instead of showing 0.
SELECT b.branch_name, COUNT(l.loan_id) AS march_loans
FROM branches b
LEFT JOIN loans l ON l.branch_id = b.branch_id
WHERE l.loaned_on >= DATE '2026-03-01' AND l.loaned_on < DATE '2026-04-01'
GROUP BY b.branch_id, b.branch_name
HAVING COUNT(l.loan_id) < 3
ORDER BY march_loans, b.branch_name;
