CREATE TABLE ringers (
  ringer_id INTEGER PRIMARY KEY,
  ringer_name VARCHAR(40) NOT NULL,
  teacher_id INTEGER NULL REFERENCES ringers (ringer_id)
);
INSERT INTO ringers (ringer_id, ringer_name, teacher_id) VALUES
  (1, 'Agnes Pell', NULL), (2, 'Bram Oakes', 1), (3, 'Cora Lund', 2), (4, 'Dev Mistry', 3), (5, 'Elsie Ward', 1);
