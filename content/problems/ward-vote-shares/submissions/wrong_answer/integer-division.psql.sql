-- 100 * votes / total is integer division in PostgreSQL: 33 instead of 33.3 (MySQL would divide into a decimal).
SELECT ward, candidate, votes,
       ROUND(100 * votes / SUM(votes) OVER (PARTITION BY ward), 1) AS share_pct
FROM tallies
ORDER BY ward, votes DESC, candidate;
