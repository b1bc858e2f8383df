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
  (1, 'Mira Osei', '2025-04-02'),
  (2, 'Tomas Reyes', '2025-04-10'),
  (3, 'Ines Kowal', '2025-05-01');
-- Shift 201 has no lead yet.
INSERT INTO shifts (shift_id, shift_day, task, lead_volunteer_id) VALUES
  (200, '2026-07-10', 'Stage crew', 2),
  (201, '2026-07-11', 'First aid tent', NULL);
