-- Ward Vote Shares: each candidate's percentage of the votes in their ward, rounded to one decimal place.
-- Tables: tallies(ward, candidate, votes)
-- Result columns: ward, candidate, votes, share_pct
SELECT ward, candidate, votes
FROM tallies
ORDER BY ward, votes DESC, candidate;
