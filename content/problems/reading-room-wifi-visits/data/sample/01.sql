CREATE TABLE pings (
  device_id INTEGER NOT NULL,
  seen_at TIMESTAMP NOT NULL,
  PRIMARY KEY (device_id, seen_at)
);
INSERT INTO pings (device_id, seen_at) VALUES
  (1, '2026-02-10 09:00:00'), (1, '2026-02-10 09:20:00'), (1, '2026-02-10 09:45:00'), (1, '2026-02-10 11:00:00'),
  (2, '2026-02-10 10:00:00'), (2, '2026-02-10 10:31:00'), (2, '2026-02-10 10:50:00');
