CREATE TABLE readings (
  station VARCHAR(20) NOT NULL,
  read_on DATE NOT NULL,
  level_cm INTEGER NOT NULL,
  PRIMARY KEY (station, read_on)
);
INSERT INTO readings (station, read_on, level_cm) VALUES
  ('Alder Ford', '2026-03-10', 60), ('Alder Ford', '2026-03-11', 70), ('Alder Ford', '2026-03-12', 85);
