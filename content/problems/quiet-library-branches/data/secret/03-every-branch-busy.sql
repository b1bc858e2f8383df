CREATE TABLE branches (
  branch_id INTEGER PRIMARY KEY,
  branch_name VARCHAR(40) NOT NULL UNIQUE
);
CREATE TABLE loans (
  loan_id INTEGER PRIMARY KEY,
  branch_id INTEGER NOT NULL REFERENCES branches (branch_id),
  book_title VARCHAR(80) NOT NULL,
  loaned_on DATE NOT NULL
);
INSERT INTO branches (branch_id, branch_name) VALUES (1, 'Mill Street'), (2, 'Harbourside');
INSERT INTO loans (loan_id, branch_id, book_title, loaned_on) VALUES
  (1, 1, 'A', '2026-03-01'), (2, 1, 'B', '2026-03-02'), (3, 1, 'C', '2026-03-03'),
  (4, 2, 'A', '2026-03-29'), (5, 2, 'B', '2026-03-30'), (6, 2, 'C', '2026-03-31'), (7, 2, 'D', '2026-03-31');
