CREATE TABLE singers (
  singer_id INTEGER PRIMARY KEY,
  singer_name VARCHAR(40) NOT NULL,
  mobile VARCHAR(20),
  landline VARCHAR(20)
);
INSERT INTO singers (singer_id, singer_name, mobile, landline) VALUES
  (1, 'Quentin', '07700 900901', '01632 960031'),
  (2, 'Rosa', '07700 900902', NULL),
  (3, 'Sami', '07700 900903', '');
