CREATE TABLE sailings (
  sailing_id INTEGER PRIMARY KEY,
  route VARCHAR(60) NOT NULL,
  scheduled_at TIMESTAMP NOT NULL,
  departed_at TIMESTAMP NULL
);
