CREATE TABLE sailings (
  sailing_id INTEGER PRIMARY KEY,
  route VARCHAR(60) NOT NULL,
  scheduled_at TIMESTAMP NOT NULL,
  departed_at TIMESTAMP NULL
);
-- Delays that cross the hour or run past two hours: minute fields alone would be wrong.
INSERT INTO sailings (sailing_id, route, scheduled_at, departed_at) VALUES
  (50, 'North Pier - Heron Isle', '2026-07-14 08:55:00', '2026-07-14 09:06:00'),
  (51, 'Heron Isle - Stone Bay', '2026-07-14 10:50:00', '2026-07-14 11:00:00'),
  (52, 'Stone Bay - North Pier', '2026-07-14 12:30:00', '2026-07-14 14:45:00'),
  (53, 'North Pier - Heron Isle', '2026-07-14 16:00:00', '2026-07-14 16:11:00'),
  (54, 'Heron Isle - Stone Bay', '2026-07-14 21:40:00', '2026-07-14 23:59:00'),
  (55, 'Stone Bay - North Pier', '2026-07-14 05:10:00', '2026-07-14 05:05:00');
