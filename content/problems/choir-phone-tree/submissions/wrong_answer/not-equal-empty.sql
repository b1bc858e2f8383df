-- Wrong: mobile <> '' is unknown for a NULL mobile, so the ELSE takes the landline even when it is NULL or blank,
-- and nobody ever gets 'no number'.
SELECT singer_name,
       CASE WHEN TRIM(mobile) <> '' THEN mobile ELSE landline END AS call_number
FROM singers
ORDER BY singer_name;
