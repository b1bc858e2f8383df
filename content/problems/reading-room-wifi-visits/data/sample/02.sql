CREATE TABLE pings (
  device_id INTEGER NOT NULL,
  seen_at TIMESTAMP NOT NULL,
  PRIMARY KEY (device_id, seen_at)
);
-- Exactly 30 minutes apart still counts as the same visit.
INSERT INTO pings (device_id, seen_at) VALUES
  (5, '2026-02-11 14:00:00'), (5, '2026-02-11 14:30:00'), (5, '2026-02-11 15:00:00');
