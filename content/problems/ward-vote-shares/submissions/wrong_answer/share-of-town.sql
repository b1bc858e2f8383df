-- Divides by the total of the whole town instead of the ward.
SELECT ward, candidate, votes,
       ROUND(100.0 * votes / SUM(votes) OVER (), 1) AS share_pct
FROM tallies
ORDER BY ward, votes DESC, candidate;
