-- Wrong: returned_on > due_on is unknown (NULL) for a tool still out, so WHERE drops every unreturned loan.
SELECT loan_id, member, tool, returned_on - due_on AS days_late
FROM loans
WHERE returned_on > due_on
ORDER BY days_late DESC, loan_id;
