CREATE TABLE repairs (
  repair_id INTEGER PRIMARY KEY,
  item_kind VARCHAR(20) NOT NULL,
  brought_on DATE NOT NULL,
  fixed_on DATE NULL
);
INSERT INTO repairs (repair_id, item_kind, brought_on, fixed_on) VALUES
  (1, 'sewing machine', '2026-05-02', NULL), (2, 'lamp', '2026-05-02', NULL), (3, 'sewing machine', '2026-05-02', NULL);
