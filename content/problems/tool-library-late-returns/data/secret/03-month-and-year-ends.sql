CREATE TABLE loans (
  loan_id INTEGER PRIMARY KEY,
  member VARCHAR(40) NOT NULL,
  tool VARCHAR(40) NOT NULL,
  lent_on DATE NOT NULL,
  due_on DATE NOT NULL,
  returned_on DATE
);
INSERT INTO loans (loan_id, member, tool, lent_on, due_on, returned_on) VALUES
  (10, 'Fay', 'Rotavator', '2025-12-20', '2025-12-27', '2026-01-03'),
  (11, 'Gus', 'Tile cutter', '2026-02-21', '2026-02-28', '2026-03-02'),
  (12, 'Hal', 'Pressure washer', '2026-01-24', '2026-01-31', NULL),
  (13, 'Ivy', 'Step ladder', '2026-03-24', '2026-03-31', '2026-03-30');
