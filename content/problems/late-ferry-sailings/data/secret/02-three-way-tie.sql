CREATE TABLE sailings (
  sailing_id INTEGER PRIMARY KEY,
  route VARCHAR(60) NOT NULL,
  scheduled_at TIMESTAMP NOT NULL,
  departed_at TIMESTAMP NULL
);
-- Ties inserted in descending id order, so a query without the tie-break returns them the wrong way round.
INSERT INTO sailings (sailing_id, route, scheduled_at, departed_at) VALUES
  (31, 'Stone Bay - North Pier', '2026-06-01 18:00:00', '2026-06-01 18:40:00'),
  (27, 'Heron Isle - Stone Bay', '2026-06-01 13:20:00', '2026-06-01 13:31:00'),
  (24, 'North Pier - Heron Isle', '2026-06-01 11:00:00', '2026-06-01 11:40:00'),
  (22, 'Stone Bay - North Pier', '2026-06-01 10:00:00', '2026-06-01 10:10:00'),
  (20, 'Heron Isle - Stone Bay', '2026-06-01 09:05:00', '2026-06-01 09:45:00'),
  (17, 'North Pier - Heron Isle', '2026-06-01 06:45:00', NULL),
  (15, 'North Pier - Heron Isle', '2026-06-01 06:00:00', '2026-06-01 07:59:00');
