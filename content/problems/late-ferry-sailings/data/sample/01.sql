CREATE TABLE sailings (
  sailing_id INTEGER PRIMARY KEY,
  route VARCHAR(60) NOT NULL,
  scheduled_at TIMESTAMP NOT NULL,
  departed_at TIMESTAMP NULL
);
INSERT INTO sailings (sailing_id, route, scheduled_at, departed_at) VALUES
  (6, 'Stone Bay - North Pier', '2026-05-04 14:45:00', '2026-05-04 15:10:00'),
  (5, 'Heron Isle - Stone Bay', '2026-05-04 12:00:00', '2026-05-04 12:11:00'),
  (4, 'Stone Bay - North Pier', '2026-05-04 11:15:00', NULL),
  (3, 'Heron Isle - Stone Bay', '2026-05-04 09:30:00', '2026-05-04 09:40:00'),
  (2, 'North Pier - Heron Isle', '2026-05-04 09:00:00', '2026-05-04 09:25:00'),
  (1, 'North Pier - Heron Isle', '2026-05-04 07:00:00', '2026-05-04 07:04:00');
