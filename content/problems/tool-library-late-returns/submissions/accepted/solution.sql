-- A tool still out is measured against the report date; subtracting two DATEs gives whole days in PostgreSQL.
SELECT loan_id, member, tool,
       COALESCE(returned_on, DATE '2026-04-30') - due_on AS days_late
FROM loans
WHERE COALESCE(returned_on, DATE '2026-04-30') > due_on
ORDER BY days_late DESC, loan_id;
