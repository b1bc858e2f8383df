CREATE TABLE loans (
  loan_id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  loaned_on DATE NOT NULL
);
-- Old members borrow often in 2026; a few new members join, some with several loans in their first month.
INSERT INTO loans (loan_id, member_id, loaned_on) VALUES
  (1, 50, '2023-02-14'), (2, 51, '2024-09-09'), (3, 50, '2026-04-01'), (4, 51, '2026-04-03'), (5, 50, '2026-05-06'),
  (6, 52, '2026-04-20'), (7, 52, '2026-04-21'), (8, 52, '2026-05-02'), (9, 53, '2026-05-30'), (10, 54, '2026-05-31'),
  (11, 51, '2026-05-15'), (12, 55, '2026-09-09'), (13, 50, '2026-09-10'), (14, 53, '2026-09-10');
