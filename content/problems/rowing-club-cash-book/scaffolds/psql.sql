-- Rowing Club Cash Book: every entry with its fund's running balance (date order, then entry_id).
-- Tables: entries(entry_id, fund, entry_on, amount)
-- Result columns: fund, entry_on, entry_id, amount, balance
SELECT fund, entry_on, entry_id, amount
FROM entries
ORDER BY fund, entry_on, entry_id;
