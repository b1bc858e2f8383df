-- Counts every member who borrowed in the month, not only those borrowing for the first time.
SELECT EXTRACT(MONTH FROM loaned_on) AS loan_month, COUNT(DISTINCT member_id) AS new_borrowers
FROM loans
WHERE loaned_on >= DATE '2026-01-01' AND loaned_on < DATE '2027-01-01'
GROUP BY EXTRACT(MONTH FROM loaned_on)
ORDER BY loan_month;
