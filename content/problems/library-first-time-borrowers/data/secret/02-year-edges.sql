CREATE TABLE loans (
  loan_id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  loaned_on DATE NOT NULL
);
-- First loans on the first and last day of 2026, just before it, and just after it.
INSERT INTO loans (loan_id, member_id, loaned_on) VALUES
  (1, 1, '2026-01-01'), (2, 2, '2026-12-31'), (3, 3, '2025-12-31'), (4, 3, '2026-01-01'),
  (5, 4, '2027-01-01'), (6, 5, '2026-12-31'), (7, 5, '2026-12-31'), (8, 1, '2026-12-31');
