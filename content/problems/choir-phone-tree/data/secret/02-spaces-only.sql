CREATE TABLE singers (
  singer_id INTEGER PRIMARY KEY,
  singer_name VARCHAR(40) NOT NULL,
  mobile VARCHAR(20),
  landline VARCHAR(20)
);
INSERT INTO singers (singer_id, singer_name, mobile, landline) VALUES
  (1, 'Fergus', '   ', '01632 960010'),
  (2, 'Gita', ' ', '  '),
  (3, 'Hugo', '07700 900777', '   '),
  (4, 'Iris', '', NULL),
  (5, 'Jonah', NULL, '');
