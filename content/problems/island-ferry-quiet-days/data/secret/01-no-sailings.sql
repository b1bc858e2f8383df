CREATE TABLE sailings (
  sailing_id INTEGER PRIMARY KEY,
  sailed_on DATE NOT NULL,
  departs VARCHAR(5) NOT NULL,
  passengers INTEGER NOT NULL
);
