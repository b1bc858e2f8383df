CREATE TABLE ringers (
  ringer_id INTEGER PRIMARY KEY,
  ringer_name VARCHAR(40) NOT NULL,
  teacher_id INTEGER NULL REFERENCES ringers (ringer_id)
);
-- Two teaching trees; ids are not in teaching order, and several ringers share a depth.
INSERT INTO ringers (ringer_id, ringer_name, teacher_id) VALUES
  (40, 'Maren Holt', NULL), (35, 'Niall Roche', NULL);
INSERT INTO ringers (ringer_id, ringer_name, teacher_id) VALUES
  (31, 'Olga Petrova', 40), (32, 'Pim de Vries', 35), (38, 'Quin Adair', 40), (33, 'Rhea Kapoor', 31),
  (39, 'Sol Navarro', 32), (30, 'Tove Berg', 33), (36, 'Uma Rao', 30), (37, 'Vik Sen', 39);
