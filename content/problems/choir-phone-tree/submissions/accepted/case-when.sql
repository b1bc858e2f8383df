-- The same rule spelled out with CASE: a number counts when it is not NULL and not blank.
SELECT singer_name,
       CASE
         WHEN mobile IS NOT NULL AND TRIM(mobile) <> '' THEN mobile
         WHEN landline IS NOT NULL AND TRIM(landline) <> '' THEN landline
         ELSE 'no number'
       END AS call_number
FROM singers
ORDER BY singer_name;
