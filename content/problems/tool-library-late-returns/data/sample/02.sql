CREATE TABLE loans (
  loan_id INTEGER PRIMARY KEY,
  member VARCHAR(40) NOT NULL,
  tool VARCHAR(40) NOT NULL,
  lent_on DATE NOT NULL,
  due_on DATE NOT NULL,
  returned_on DATE
);
INSERT INTO loans (loan_id, member, tool, lent_on, due_on, returned_on) VALUES
  (1, 'Kofi', 'Lawn aerator', '2026-03-01', '2026-03-08', '2026-03-07');
