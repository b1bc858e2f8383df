CREATE TABLE loans (
  loan_id INTEGER PRIMARY KEY,
  member VARCHAR(40) NOT NULL,
  tool VARCHAR(40) NOT NULL,
  lent_on DATE NOT NULL,
  due_on DATE NOT NULL,
  returned_on DATE
);
INSERT INTO loans (loan_id, member, tool, lent_on, due_on, returned_on) VALUES
  (1, 'Ana', 'Saw', '2026-04-23', '2026-04-30', NULL),
  (2, 'Ben', 'Sander', '2026-04-22', '2026-04-29', NULL),
  (3, 'Cai', 'Jigsaw', '2026-04-20', '2026-04-27', '2026-04-27'),
  (4, 'Dee', 'Plane', '2026-04-20', '2026-04-27', '2026-04-28'),
  (5, 'Eli', 'Clamp', '2026-04-29', '2026-05-06', NULL);
