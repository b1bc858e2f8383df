-- A small company schema, written in the SQL that PostgreSQL and MariaDB both accept.
CREATE TABLE departments (
  id INT PRIMARY KEY,
  name VARCHAR(40) NOT NULL
);

CREATE TABLE employees (
  id INT PRIMARY KEY,
  name VARCHAR(40) NOT NULL,
  department_id INT REFERENCES departments (id),
  salary DECIMAL(10, 2),
  hired_on DATE,
  manager_id INT
);

INSERT INTO departments (id, name) VALUES (1, 'Engineering'), (2, 'Sales'), (3, 'Support');

INSERT INTO employees (id, name, department_id, salary, hired_on, manager_id) VALUES
  (1, 'Asha', 1, 120000.00, '2019-04-01', NULL),
  (2, 'Bilal', 1, 95000.50, '2020-06-15', 1),
  (3, 'Chen', 2, 70000.00, '2021-01-10', 1),
  (4, 'Dana', 2, NULL, '2022-09-30', 3),
  (5, 'Eitan', NULL, 50000.00, '2023-02-28', NULL);
