CREATE TABLE loans (
  loan_id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  loaned_on DATE NOT NULL
);
