CREATE TABLE repairs (
  repair_id INTEGER PRIMARY KEY,
  item_kind VARCHAR(20) NOT NULL,
  brought_on DATE NOT NULL,
  fixed_on DATE NULL
);
