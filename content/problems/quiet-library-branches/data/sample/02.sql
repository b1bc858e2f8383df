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
INSERT INTO branches (branch_id, branch_name) VALUES
  (1, 'Mill Street'), (2, 'Harbourside');
INSERT INTO loans (loan_id, branch_id, book_title, loaned_on) VALUES
  (1, 1, 'The Salt Road', '2026-03-10'),
  (2, 1, 'Winter Orchard', '2026-03-11'),
  (3, 1, 'Copper Lanterns', '2026-03-12'),
  (4, 2, 'A Map of Tides', '2026-03-20'),
  (5, 2, 'Winter Orchard', '2026-03-21'),
  (6, 2, 'The Salt Road', '2026-03-22');
