CREATE TABLE members (
  member_id INTEGER PRIMARY KEY,
  nickname VARCHAR(40) NOT NULL
);
CREATE TABLE visits (
  visit_id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (member_id),
  visited_on DATE NOT NULL
);
INSERT INTO members (member_id, nickname) VALUES (3, 'c_member'), (1, 'a_member'), (2, 'b_member');
