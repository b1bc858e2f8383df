CREATE TABLE pings (
  device_id INTEGER NOT NULL,
  seen_at TIMESTAMP NOT NULL,
  PRIMARY KEY (device_id, seen_at)
);
INSERT INTO pings (device_id, seen_at) VALUES (3, '2026-03-01 08:00:00'), (1, '2026-03-01 08:10:00'), (2, '2026-03-01 08:05:00');
