CREATE TABLE entries (
  entry_id INTEGER PRIMARY KEY,
  fund VARCHAR(20) NOT NULL,
  entry_on DATE NOT NULL,
  amount INTEGER NOT NULL
);
