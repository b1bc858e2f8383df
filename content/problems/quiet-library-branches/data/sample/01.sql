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
  (1, 'Mill Street'), (2, 'Harbourside'), (3, 'Oak Park'), (4, 'Station Road');
INSERT INTO loans (loan_id, branch_id, book_title, loaned_on) VALUES
  (1, 1, 'The Salt Road', '2026-03-02'),
  (2, 1, 'Winter Orchard', '2026-03-09'),
  (3, 1, 'A Map of Tides', '2026-03-15'),
  (4, 1, 'The Salt Road', '2026-03-28'),
  (5, 2, 'Copper Lanterns', '2026-03-04'),
  (6, 2, 'Winter Orchard', '2026-02-26'),
  (7, 3, 'A Map of Tides', '2026-04-01'),
  (8, 3, 'Copper Lanterns', '2026-01-19'),
  (9, 2, 'The Salt Road', '2026-03-31');
