CREATE TABLE tallies (
  ward VARCHAR(20) NOT NULL,
  candidate VARCHAR(40) NOT NULL,
  votes INTEGER NOT NULL,
  PRIMARY KEY (ward, candidate)
);
INSERT INTO tallies (ward, candidate, votes) VALUES
  ('Hillcrest', 'Dina Kato', 1), ('Hillcrest', 'Emil Roth', 1), ('Hillcrest', 'Fern Adler', 1);
