CREATE TABLE pings (
  device_id INTEGER NOT NULL,
  seen_at TIMESTAMP NOT NULL,
  PRIMARY KEY (device_id, seen_at)
);
-- Device 8 starts 10 minutes after device 7's last ping; comparing across devices would merge them.
INSERT INTO pings (device_id, seen_at) VALUES
  (7, '2026-03-02 09:00:00'), (7, '2026-03-02 09:25:00'), (7, '2026-03-02 13:00:00'), (8, '2026-03-02 13:10:00'),
  (8, '2026-03-02 13:39:00'), (8, '2026-03-02 14:09:00'), (8, '2026-03-02 14:40:00'), (9, '2026-03-02 14:45:00');
