-- Library First-Time Borrowers: per month of 2026, the members whose first loan ever was in that month.
-- Tables: loans(loan_id, member_id, loaned_on)
-- Result columns: loan_month, new_borrowers
SELECT member_id, MIN(loaned_on) AS first_loan
FROM loans
GROUP BY member_id;
