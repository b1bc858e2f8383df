-- Wrong: >= also lists tools brought back on their due day (0 days late), and a tool due on the report day.
SELECT loan_id, member, tool,
       COALESCE(returned_on, DATE '2026-04-30') - due_on AS days_late
FROM loans
WHERE COALESCE(returned_on, DATE '2026-04-30') >= due_on
ORDER BY days_late DESC, loan_id;
