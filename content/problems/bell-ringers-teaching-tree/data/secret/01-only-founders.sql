CREATE TABLE ringers (
  ringer_id INTEGER PRIMARY KEY,
  ringer_name VARCHAR(40) NOT NULL,
  teacher_id INTEGER NULL REFERENCES ringers (ringer_id)
);
INSERT INTO ringers (ringer_id, ringer_name, teacher_id) VALUES
  (3, 'Wren Hale', NULL), (1, 'Yusuf Demir', NULL), (2, 'Zora Quist', NULL);
