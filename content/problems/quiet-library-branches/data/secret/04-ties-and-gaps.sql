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
-- Several branches share a count; names inserted out of alphabetical order.
INSERT INTO branches (branch_id, branch_name) VALUES
  (10, 'Willow Green'), (11, 'Abbey Fields'), (12, 'North Gate'), (13, 'Kings Cross Road'), (14, 'Elm Row'),
  (15, 'Bridge End');
INSERT INTO loans (loan_id, branch_id, book_title, loaned_on) VALUES
  (1, 10, 'Copper Lanterns', '2026-03-03'),
  (2, 11, 'Copper Lanterns', '2026-03-04'),
  (3, 12, 'Winter Orchard', '2026-03-05'),
  (4, 12, 'The Salt Road', '2026-03-06'),
  (5, 13, 'The Salt Road', '2026-03-07'),
  (6, 13, 'A Map of Tides', '2026-03-08'),
  (7, 14, 'A Map of Tides', '2026-05-09'),
  (8, 15, 'Winter Orchard', '2026-03-10'),
  (9, 15, 'Winter Orchard', '2026-03-11'),
  (10, 15, 'Winter Orchard', '2026-03-12'),
  (11, 15, 'Winter Orchard', '2026-03-13'),
  (12, 10, 'Winter Orchard', '2026-02-13');
