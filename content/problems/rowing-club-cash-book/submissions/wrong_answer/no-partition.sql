-- Without PARTITION BY the running total runs across all funds.
SELECT fund, entry_on, entry_id, amount,
       SUM(amount) OVER (ORDER BY entry_on, entry_id) AS balance
FROM entries
ORDER BY fund, entry_on, entry_id;
