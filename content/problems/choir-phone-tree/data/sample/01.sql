CREATE TABLE singers (
  singer_id INTEGER PRIMARY KEY,
  singer_name VARCHAR(40) NOT NULL,
  mobile VARCHAR(20),
  landline VARCHAR(20)
);
INSERT INTO singers (singer_id, singer_name, mobile, landline) VALUES
  (1, 'Agnes', '07700 900123', '01632 960001'),
  (2, 'Bertie', NULL, '01632 960002'),
  (3, 'Cora', '', '01632 960003'),
  (4, 'Dev', NULL, NULL);
