// Accepts any x <= y, both non-negative, with x + y = s.
#include <iostream>
#include "validate.h"

int main(int argc, char** argv) {
    check::init(argc, argv);
    std::ifstream input(argv[1]);
    long long s = 0;
    if (!(input >> s)) return 1;
    long long x = 0, y = 0;
    if (!(std::cin >> x >> y)) check::wrong_answer("expected two integers");
    std::string extra;
    if (std::cin >> extra) check::wrong_answer("trailing output: " + extra);
    if (x < 0 || y < 0) check::wrong_answer("both numbers must be non-negative");
    if (x > y) check::wrong_answer("x must not exceed y");
    if (x + y != s) check::wrong_answer("the numbers do not add up to s");
    check::accept();
}
