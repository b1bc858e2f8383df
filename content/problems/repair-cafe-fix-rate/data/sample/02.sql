CREATE TABLE repairs (
  repair_id INTEGER PRIMARY KEY,
  item_kind VARCHAR(20) NOT NULL,
  brought_on DATE NOT NULL,
  fixed_on DATE NULL
);
INSERT INTO repairs (repair_id, item_kind, brought_on, fixed_on) VALUES
  (1, 'kettle', '2026-04-04', NULL), (2, 'kettle', '2026-04-04', NULL), (3, 'jacket', '2026-04-04', '2026-04-04');
