-- Quiet Library Branches: branches with fewer than 3 loans in March 2026 (including those with none).
-- Tables: branches(branch_id, branch_name), loans(loan_id, branch_id, book_title, loaned_on)
-- Result columns: branch_name, march_loans
SELECT b.branch_name
FROM branches b
ORDER BY b.branch_name;
