-- A window SUM ordered by a unique key (date, then id) is a running total; PARTITION BY restarts it per fund.
SELECT fund, entry_on, entry_id, amount,
       SUM(amount) OVER (PARTITION BY fund ORDER BY entry_on, entry_id) AS balance
FROM entries
ORDER BY fund, entry_on, entry_id;
