CREATE TABLE tallies (
  ward VARCHAR(20) NOT NULL,
  candidate VARCHAR(40) NOT NULL,
  votes INTEGER NOT NULL,
  PRIMARY KEY (ward, candidate)
);
INSERT INTO tallies (ward, candidate, votes) VALUES
  ('Eastfield', 'Gwen Ito', 873), ('Westfield', 'Hal Borg', 12);
