-- Choir Phone Tree: the number to call for each singer - the mobile, else the landline, else 'no number'.
-- Table: singers(singer_id, singer_name, mobile, landline); blank entries ('' or spaces) count as missing.
-- Result columns: singer_name, call_number (ordered by singer_name)
SELECT singer_name, mobile AS call_number
FROM singers
ORDER BY singer_name;
