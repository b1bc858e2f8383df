CREATE TABLE entries (
  entry_id INTEGER PRIMARY KEY,
  fund VARCHAR(20) NOT NULL,
  entry_on DATE NOT NULL,
  amount INTEGER NOT NULL
);
INSERT INTO entries (entry_id, fund, entry_on, amount) VALUES
  (1, 'boats', '2026-01-10', 500), (2, 'boats', '2026-01-24', -120), (3, 'kit', '2026-01-10', 200),
  (4, 'boats', '2026-02-07', 60), (5, 'kit', '2026-02-07', -250);
