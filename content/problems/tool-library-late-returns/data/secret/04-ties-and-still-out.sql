CREATE TABLE loans (
  loan_id INTEGER PRIMARY KEY,
  member VARCHAR(40) NOT NULL,
  tool VARCHAR(40) NOT NULL,
  lent_on DATE NOT NULL,
  due_on DATE NOT NULL,
  returned_on DATE
);
INSERT INTO loans (loan_id, member, tool, lent_on, due_on, returned_on) VALUES
  (7, 'Jo', 'Leaf blower', '2026-04-01', '2026-04-08', '2026-04-13'),
  (3, 'Kit', 'Chainsaw', '2026-04-18', '2026-04-25', NULL),
  (5, 'Lu', 'Strimmer', '2026-04-11', '2026-04-18', '2026-04-23'),
  (9, 'Mo', 'Wheelbarrow', '2026-04-03', '2026-04-10', NULL),
  (2, 'Ned', 'Spade', '2026-04-05', '2026-04-12', '2026-04-12');
