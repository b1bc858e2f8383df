CREATE TABLE singers (
  singer_id INTEGER PRIMARY KEY,
  singer_name VARCHAR(40) NOT NULL,
  mobile VARCHAR(20),
  landline VARCHAR(20)
);
