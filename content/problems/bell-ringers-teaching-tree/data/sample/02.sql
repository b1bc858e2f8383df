CREATE TABLE ringers (
  ringer_id INTEGER PRIMARY KEY,
  ringer_name VARCHAR(40) NOT NULL,
  teacher_id INTEGER NULL REFERENCES ringers (ringer_id)
);
INSERT INTO ringers (ringer_id, ringer_name, teacher_id) VALUES
  (10, 'Hugo Brandt', NULL), (11, 'Ines Duarte', NULL), (12, 'Jonah Pike', 11), (13, 'Kit Moreno', 10);
