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
-- Two volunteers called Sam Patel (inserted with the larger id first), several shifts without a lead.
INSERT INTO volunteers (volunteer_id, full_name, joined_on) VALUES
  (31, 'Sam Patel', '2026-01-05'),
  (12, 'Sam Patel', '2025-06-30'),
  (20, 'Lena Fischer', '2025-08-14'),
  (25, 'Kofi Mensah', '2025-11-02'),
  (8, 'Zara Ahmed', '2025-03-19'),
  (40, 'Hugo Laurent', '2026-04-01');
INSERT INTO shifts (shift_id, shift_day, task, lead_volunteer_id) VALUES
  (1, '2026-07-10', 'Parking', NULL),
  (2, '2026-07-10', 'Gate tickets', 20),
  (3, '2026-07-10', 'Stage crew', NULL),
  (4, '2026-07-11', 'Parking', 8),
  (5, '2026-07-11', 'Gate tickets', 20),
  (6, '2026-07-12', 'Litter patrol', NULL);
