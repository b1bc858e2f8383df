-- Ordered by date only, same-day entries are peers in the default RANGE frame: each shows the end-of-day balance.
SELECT fund, entry_on, entry_id, amount,
       SUM(amount) OVER (PARTITION BY fund ORDER BY entry_on) AS balance
FROM entries
ORDER BY fund, entry_on, entry_id;
