-- Tool Library Late Returns: loans returned after their due date, or still out after it on 2026-04-30.
-- Table: loans(loan_id, member, tool, lent_on, due_on, returned_on)
-- Result columns: loan_id, member, tool, days_late (ordered by days_late descending, then loan_id)
SELECT loan_id, member, tool
FROM loans
ORDER BY loan_id;
