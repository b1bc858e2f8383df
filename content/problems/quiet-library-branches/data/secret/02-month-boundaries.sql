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
-- Loans on the last day of February, the first and last days of March and the first day of April.
INSERT INTO branches (branch_id, branch_name) VALUES
  (1, 'Mill Street'), (2, 'Harbourside'), (3, 'Oak Park'), (4, 'Station Road'), (5, 'Bell Lane');
INSERT INTO loans (loan_id, branch_id, book_title, loaned_on) VALUES
  (1, 1, 'Winter Orchard', '2026-02-28'),
  (2, 1, 'Winter Orchard', '2026-03-01'),
  (3, 2, 'Copper Lanterns', '2026-03-31'),
  (4, 2, 'Copper Lanterns', '2026-04-01'),
  (5, 3, 'The Salt Road', '2026-04-01'),
  (6, 3, 'The Salt Road', '2026-04-02'),
  (7, 3, 'The Salt Road', '2026-04-03'),
  (8, 4, 'A Map of Tides', '2026-03-05'),
  (9, 4, 'A Map of Tides', '2026-03-06'),
  (10, 4, 'A Map of Tides', '2026-03-07'),
  (11, 5, 'A Map of Tides', '2025-03-15'),
  (12, 5, 'Copper Lanterns', '2026-03-15');
