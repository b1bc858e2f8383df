-- First loan per member over the whole history; then keep those in 2026 and count them per month.
SELECT EXTRACT(MONTH FROM first_loan) AS loan_month, COUNT(*) AS new_borrowers
FROM (
  SELECT member_id, MIN(loaned_on) AS first_loan
  FROM loans
  GROUP BY member_id
) firsts
WHERE first_loan >= DATE '2026-01-01' AND first_loan < DATE '2027-01-01'
GROUP BY EXTRACT(MONTH FROM first_loan)
ORDER BY loan_month;
