CREATE TABLE loans (
  loan_id INTEGER PRIMARY KEY,
  member VARCHAR(40) NOT NULL,
  tool VARCHAR(40) NOT NULL,
  lent_on DATE NOT NULL,
  due_on DATE NOT NULL,
  returned_on DATE
);
INSERT INTO loans (loan_id, member, tool, lent_on, due_on, returned_on) VALUES
  (1, 'Ines', 'Hedge trimmer', '2026-04-01', '2026-04-08', '2026-04-08'),
  (2, 'Tomas', 'Ladder', '2026-04-02', '2026-04-09', '2026-04-12'),
  (3, 'Ruth', 'Wallpaper steamer', '2026-04-10', '2026-04-17', NULL),
  (4, 'Ines', 'Drill', '2026-04-25', '2026-05-02', NULL);
