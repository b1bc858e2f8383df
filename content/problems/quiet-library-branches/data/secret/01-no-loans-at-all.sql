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
  (5, 'Quarry Hill'), (2, 'Bell Lane'), (9, 'Canal Wharf');
