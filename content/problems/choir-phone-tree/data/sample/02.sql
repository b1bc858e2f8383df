CREATE TABLE singers (
  singer_id INTEGER PRIMARY KEY,
  singer_name VARCHAR(40) NOT NULL,
  mobile VARCHAR(20),
  landline VARCHAR(20)
);
INSERT INTO singers (singer_id, singer_name, mobile, landline) VALUES (1, 'Elsa', '07700 900555', NULL);
