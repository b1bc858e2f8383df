CREATE TABLE readings (
  station VARCHAR(20) NOT NULL,
  read_on DATE NOT NULL,
  level_cm INTEGER NOT NULL,
  PRIMARY KEY (station, read_on)
);
-- One reading per station: nothing to compare with.
INSERT INTO readings (station, read_on, level_cm) VALUES
  ('Alder Ford', '2026-03-10', 60), ('Beck End', '2026-03-10', 400), ('Cold Springs', '2026-03-11', 20);
