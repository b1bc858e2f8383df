CREATE TABLE volunteers (
  volunteer_id INTEGER PRIMARY KEY,
  full_name VARCHAR(60) NOT NULL,
  joined_on DATE NOT NULL
);
CREATE TABLE shifts (
  shift_id INTEGER PRIMARY KEY,
  shift_day DATE NOT NULL,
  task VARCHAR(40) NOT NULL,
  lead_volunteer_id INTEGER NULL REFERENCES volunteers (volunteer_id)
);
