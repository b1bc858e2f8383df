CREATE TABLE readings (
  station VARCHAR(20) NOT NULL,
  read_on DATE NOT NULL,
  level_cm INTEGER NOT NULL,
  PRIMARY KEY (station, read_on)
);
-- Equal rises tie-break by station and date; readings across a month and a year end.
INSERT INTO readings (station, read_on, level_cm) VALUES
  ('Kingsmead', '2025-12-31', 100), ('Kingsmead', '2026-01-01', 150), ('Kingsmead', '2026-01-31', 140),
  ('Kingsmead', '2026-02-01', 190), ('Abbey Mill', '2026-01-31', 20), ('Abbey Mill', '2026-02-01', 70),
  ('Abbey Mill', '2026-02-02', 40), ('Abbey Mill', '2026-02-03', 69);
