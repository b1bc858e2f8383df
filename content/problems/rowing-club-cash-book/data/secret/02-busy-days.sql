CREATE TABLE entries (
  entry_id INTEGER PRIMARY KEY,
  fund VARCHAR(20) NOT NULL,
  entry_on DATE NOT NULL,
  amount INTEGER NOT NULL
);
-- Several entries per day in two funds, inserted out of order; the ids give the order within a day.
INSERT INTO entries (entry_id, fund, entry_on, amount) VALUES
  (14, 'kit', '2026-03-01', -40), (11, 'boats', '2026-03-01', 1000), (12, 'kit', '2026-03-01', 150),
  (13, 'boats', '2026-03-01', -300), (15, 'boats', '2026-03-02', -300), (16, 'boats', '2026-03-02', -300),
  (17, 'kit', '2026-03-05', 25), (18, 'boats', '2026-03-01', 50), (19, 'kit', '2026-03-05', -100);
