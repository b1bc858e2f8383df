CREATE TABLE tallies (
  ward VARCHAR(20) NOT NULL,
  candidate VARCHAR(40) NOT NULL,
  votes INTEGER NOT NULL,
  PRIMARY KEY (ward, candidate)
);
-- A candidate with no votes, and shares that need rounding.
INSERT INTO tallies (ward, candidate, votes) VALUES
  ('Southbank', 'Nell Price', 0), ('Southbank', 'Omar Saleh', 6), ('Southbank', 'Pia Lund', 9),
  ('Mill Lane', 'Nell Price', 2), ('Mill Lane', 'Omar Saleh', 2), ('Mill Lane', 'Pia Lund', 4);
