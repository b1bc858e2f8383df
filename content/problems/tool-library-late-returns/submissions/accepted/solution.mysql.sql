-- MySQL / MariaDB: DATEDIFF(later, earlier) counts the days between two dates.
SELECT loan_id, member, tool,
       DATEDIFF(COALESCE(returned_on, DATE '2026-04-30'), due_on) AS days_late
FROM loans
WHERE COALESCE(returned_on, DATE '2026-04-30') > due_on
ORDER BY days_late DESC, loan_id;
