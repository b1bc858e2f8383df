CREATE TABLE loans (
  loan_id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  loaned_on DATE NOT NULL
);
INSERT INTO loans (loan_id, member_id, loaned_on) VALUES
  (1, 10, '2025-11-20'), (2, 11, '2026-01-08'), (3, 10, '2026-01-15'), (4, 12, '2026-01-30'),
  (5, 11, '2026-02-02'), (6, 13, '2026-03-11'), (7, 13, '2026-03-12'), (8, 12, '2026-03-20');
