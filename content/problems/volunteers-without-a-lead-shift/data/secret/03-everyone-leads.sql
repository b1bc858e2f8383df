CREATE TABLE volunteers (
  volunteer_id INTEGER PRIMARY KEY,
  full_name VARCHAR(60) NOT NULL,
  joined_on DATE NOT NULL
);
CREATE TABLE shifts (
  shift_id INTEGER PRIMARY KEY,
  shift_day DATE NOT NULL,
  task VARCHAR(40) NOT NULL,
  lead_volunteer_id INTEGER NULL REFERENCES volunteers (volunteer_id)
);
INSERT INTO volunteers (volunteer_id, full_name, joined_on) VALUES
  (1, 'Petra Novak', '2025-05-05'),
  (2, 'Omar Haddad', '2025-05-06');
INSERT INTO shifts (shift_id, shift_day, task, lead_volunteer_id) VALUES
  (10, '2026-07-10', 'Gate tickets', 2),
  (11, '2026-07-10', 'Stage crew', 1),
  (12, '2026-07-11', 'First aid tent', NULL);
