CREATE TABLE repairs (
  repair_id INTEGER PRIMARY KEY,
  item_kind VARCHAR(20) NOT NULL,
  brought_on DATE NOT NULL,
  fixed_on DATE NULL
);
INSERT INTO repairs (repair_id, item_kind, brought_on, fixed_on) VALUES
  (1, 'toaster', '2026-03-07', '2026-03-07'), (2, 'lamp', '2026-03-07', '2026-03-07'),
  (3, 'toaster', '2026-03-07', NULL), (4, 'bicycle', '2026-03-07', '2026-03-14'),
  (5, 'lamp', '2026-03-14', '2026-03-14'), (6, 'toaster', '2026-03-14', NULL),
  (7, 'radio', '2026-03-14', NULL);
