CREATE TABLE entries (
  entry_id INTEGER PRIMARY KEY,
  fund VARCHAR(20) NOT NULL,
  entry_on DATE NOT NULL,
  amount INTEGER NOT NULL
);
-- Two entries on the same day: the balance after each one differs.
INSERT INTO entries (entry_id, fund, entry_on, amount) VALUES
  (1, 'regatta', '2026-05-02', 300), (2, 'regatta', '2026-05-09', -80), (3, 'regatta', '2026-05-09', -45);
