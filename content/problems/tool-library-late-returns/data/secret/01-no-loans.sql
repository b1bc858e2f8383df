CREATE TABLE loans (
  loan_id INTEGER PRIMARY KEY,
  member VARCHAR(40) NOT NULL,
  tool VARCHAR(40) NOT NULL,
  lent_on DATE NOT NULL,
  due_on DATE NOT NULL,
  returned_on DATE
);
