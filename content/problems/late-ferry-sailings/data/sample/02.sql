CREATE TABLE sailings (
  sailing_id INTEGER PRIMARY KEY,
  route VARCHAR(60) NOT NULL,
  scheduled_at TIMESTAMP NOT NULL,
  departed_at TIMESTAMP NULL
);
-- A calm day: one early departure and one cancellation, nobody late.
INSERT INTO sailings (sailing_id, route, scheduled_at, departed_at) VALUES
  (10, 'North Pier - Heron Isle', '2026-05-05 07:00:00', '2026-05-05 06:58:00'),
  (11, 'Heron Isle - Stone Bay', '2026-05-05 08:30:00', NULL),
  (12, 'Stone Bay - North Pier', '2026-05-05 10:00:00', '2026-05-05 10:09:00');
