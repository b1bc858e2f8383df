CREATE TABLE repairs (
  repair_id INTEGER PRIMARY KEY,
  item_kind VARCHAR(20) NOT NULL,
  brought_on DATE NOT NULL,
  fixed_on DATE NULL
);
-- Equal numbers brought tie-break by item_kind; some items were fixed at a later session.
INSERT INTO repairs (repair_id, item_kind, brought_on, fixed_on) VALUES
  (1, 'radio', '2026-06-06', '2026-06-20'), (2, 'clock', '2026-06-06', NULL), (3, 'radio', '2026-06-06', NULL),
  (4, 'clock', '2026-06-06', '2026-06-06'), (5, 'vacuum', '2026-06-13', NULL), (6, 'blender', '2026-06-13', '2026-06-13'),
  (7, 'blender', '2026-06-13', '2026-06-27'), (8, 'vacuum', '2026-06-13', NULL), (9, 'umbrella', '2026-06-20', '2026-06-20');
