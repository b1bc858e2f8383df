CREATE TABLE readings (
  station VARCHAR(20) NOT NULL,
  read_on DATE NOT NULL,
  level_cm INTEGER NOT NULL,
  PRIMARY KEY (station, read_on)
);
-- Readings are not daily; the station that sorts first has high levels, so comparing across stations misfires.
INSERT INTO readings (station, read_on, level_cm) VALUES
  ('Beck End', '2026-04-01', 300), ('Beck End', '2026-04-05', 330), ('Beck End', '2026-04-06', 310),
  ('Cold Springs', '2026-04-01', 40), ('Cold Springs', '2026-04-03', 95), ('Cold Springs', '2026-04-04', 124),
  ('Cold Springs', '2026-04-08', 200), ('Deep Pool', '2026-03-28', 500), ('Deep Pool', '2026-04-02', 530),
  ('Deep Pool', '2026-04-03', 529);
