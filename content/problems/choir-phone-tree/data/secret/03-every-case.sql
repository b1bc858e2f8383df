CREATE TABLE singers (
  singer_id INTEGER PRIMARY KEY,
  singer_name VARCHAR(40) NOT NULL,
  mobile VARCHAR(20),
  landline VARCHAR(20)
);
INSERT INTO singers (singer_id, singer_name, mobile, landline) VALUES
  (9, 'Zofia', NULL, NULL),
  (3, 'Kemal', '07700 900301', NULL),
  (7, 'Lotte', '', ''),
  (2, 'Milo', NULL, '01632 960020'),
  (5, 'Nadia', '07700 900502', '01632 960021'),
  (8, 'Oren', '  ', NULL),
  (1, 'Pia', '', '01632 960022');
