-- Moth Trap Tallies: per trap, the number of distinct identified species and the total moths caught.
-- Tables: traps(trap_id, trap_name), catches(catch_id, trap_id, night, species, moths)
-- Result columns: trap_name, species_seen, moths (every trap, ordered by trap_name)
SELECT t.trap_name
FROM traps t
ORDER BY t.trap_name;
