CREATE TABLE tallies (
  ward VARCHAR(20) NOT NULL,
  candidate VARCHAR(40) NOT NULL,
  votes INTEGER NOT NULL,
  PRIMARY KEY (ward, candidate)
);
-- Wards of very different sizes: a share of the whole town would differ from the share of the ward.
INSERT INTO tallies (ward, candidate, votes) VALUES
  ('Old Town', 'Ivy Lam', 7), ('Old Town', 'Jude Mensah', 3), ('Old Town', 'Kira Wolf', 1),
  ('Docklands', 'Ivy Lam', 2500), ('Docklands', 'Jude Mensah', 2500), ('Docklands', 'Kira Wolf', 5000),
  ('Market', 'Lars Berg', 2), ('Market', 'Mae Ortiz', 1);
