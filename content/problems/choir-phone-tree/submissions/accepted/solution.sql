-- NULLIF(TRIM(x), '') turns a blank entry into NULL; COALESCE then takes the first real number.
SELECT singer_name,
       COALESCE(NULLIF(TRIM(mobile), ''), NULLIF(TRIM(landline), ''), 'no number') AS call_number
FROM singers
ORDER BY singer_name;
