CREATE TABLE pings (
  device_id INTEGER NOT NULL,
  seen_at TIMESTAMP NOT NULL,
  PRIMARY KEY (device_id, seen_at)
);
-- A visit across midnight; gaps of exactly 30 minutes and of 30 minutes and 1 second; rows inserted out of order.
INSERT INTO pings (device_id, seen_at) VALUES
  (11, '2026-03-03 00:10:00'), (11, '2026-03-02 23:50:00'), (11, '2026-03-03 00:40:00'), (11, '2026-03-03 01:10:01'),
  (11, '2026-03-03 01:30:00'), (12, '2026-03-03 12:00:00'), (12, '2026-03-03 12:30:00'), (12, '2026-03-03 13:00:01'),
  (12, '2026-03-03 13:30:01'), (12, '2026-03-03 14:00:01'), (12, '2026-03-03 14:30:01');
