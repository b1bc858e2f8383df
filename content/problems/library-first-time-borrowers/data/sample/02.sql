CREATE TABLE loans (
  loan_id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  loaned_on DATE NOT NULL
);
INSERT INTO loans (loan_id, member_id, loaned_on) VALUES
  (1, 1, '2024-05-05'), (2, 1, '2026-06-01'), (3, 2, '2025-12-31'), (4, 2, '2026-06-02');
