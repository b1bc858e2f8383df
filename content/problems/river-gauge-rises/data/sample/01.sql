CREATE TABLE readings (
  station VARCHAR(20) NOT NULL,
  read_on DATE NOT NULL,
  level_cm INTEGER NOT NULL,
  PRIMARY KEY (station, read_on)
);
INSERT INTO readings (station, read_on, level_cm) VALUES
  ('Millford', '2026-02-01', 140), ('Millford', '2026-02-02', 150), ('Millford', '2026-02-03', 195),
  ('Millford', '2026-02-04', 180), ('Weir Bridge', '2026-02-01', 90), ('Weir Bridge', '2026-02-02', 120),
  ('Weir Bridge', '2026-02-04', 175);
