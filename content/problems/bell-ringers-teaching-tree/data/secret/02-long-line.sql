CREATE TABLE ringers (
  ringer_id INTEGER PRIMARY KEY,
  ringer_name VARCHAR(40) NOT NULL,
  teacher_id INTEGER NULL REFERENCES ringers (ringer_id)
);
-- A single line of teaching six generations deep, inserted from the youngest up.
INSERT INTO ringers (ringer_id, ringer_name, teacher_id) VALUES (20, 'Founder Fenwick', NULL);
INSERT INTO ringers (ringer_id, ringer_name, teacher_id) VALUES
  (21, 'Gen One', 20), (22, 'Gen Two', 21), (23, 'Gen Three', 22), (24, 'Gen Four', 23), (25, 'Gen Five', 24),
  (26, 'Gen Six', 25);
