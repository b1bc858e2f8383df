-- Wrong: COALESCE skips NULL only. A mobile saved as '' or '   ' is not NULL, so the blank is returned as the number.
SELECT singer_name, COALESCE(mobile, landline, 'no number') AS call_number
FROM singers
ORDER BY singer_name;
