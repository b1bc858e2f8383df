CREATE TABLE sailings (
  sailing_id INTEGER PRIMARY KEY,
  route VARCHAR(60) NOT NULL,
  scheduled_at TIMESTAMP NOT NULL,
  departed_at TIMESTAMP NULL
);
-- A storm day: nothing sailed.
INSERT INTO sailings (sailing_id, route, scheduled_at, departed_at) VALUES
  (40, 'North Pier - Heron Isle', '2026-11-02 07:00:00', NULL),
  (41, 'Heron Isle - Stone Bay', '2026-11-02 09:00:00', NULL),
  (42, 'Stone Bay - North Pier', '2026-11-02 11:00:00', NULL);
