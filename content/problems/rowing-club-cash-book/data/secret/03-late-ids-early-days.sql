CREATE TABLE entries (
  entry_id INTEGER PRIMARY KEY,
  fund VARCHAR(20) NOT NULL,
  entry_on DATE NOT NULL,
  amount INTEGER NOT NULL
);
-- An entry with a high id may be dated earlier (booked late): the date comes first, the id only breaks ties.
INSERT INTO entries (entry_id, fund, entry_on, amount) VALUES
  (1, 'social', '2026-07-10', 90), (2, 'social', '2026-07-12', -30), (3, 'social', '2026-07-01', 15),
  (4, 'social', '2026-07-12', 70), (5, 'youth', '2026-07-01', 0), (6, 'youth', '2026-07-01', 40);
