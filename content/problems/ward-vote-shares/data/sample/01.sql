CREATE TABLE tallies (
  ward VARCHAR(20) NOT NULL,
  candidate VARCHAR(40) NOT NULL,
  votes INTEGER NOT NULL,
  PRIMARY KEY (ward, candidate)
);
INSERT INTO tallies (ward, candidate, votes) VALUES
  ('Northgate', 'Amara Diallo', 412), ('Northgate', 'Ben Carver', 388), ('Northgate', 'Clio Varga', 200),
  ('Riverside', 'Amara Diallo', 150), ('Riverside', 'Ben Carver', 450);
