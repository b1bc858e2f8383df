-- The ward's total on every row comes from a window SUM; 100.0 makes the division decimal before rounding.
SELECT ward, candidate, votes,
       ROUND(100.0 * votes / SUM(votes) OVER (PARTITION BY ward), 1) AS share_pct
FROM tallies
ORDER BY ward, votes DESC, candidate;
