// Output validator: accepts any pair of different positive integers that add up to n.
// Called as: split_checker input_file answer_file feedback_dir [flags] < team_output
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>

static const int ACCEPT = 42;
static const int WRONG = 43;

static int reject(const std::string& feedback_dir, const std::string& why) {
    std::ofstream(feedback_dir + "judgemessage.txt") << why << "\n";
    return WRONG;
}

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s input answer feedback_dir\n", argv[0]);
        return 1;
    }
    std::ifstream input(argv[1]);
    std::string feedback = argv[3];
    unsigned long long n = 0;
    if (!(input >> n)) return 1;  // broken test data is a judge error, not the team's fault

    unsigned long long a = 0, b = 0;
    if (!(std::cin >> a >> b)) return reject(feedback, "expected two positive integers");
    std::string extra;
    if (std::cin >> extra) return reject(feedback, "trailing output: " + extra);
    if (a == 0 || b == 0) return reject(feedback, "both numbers must be positive");
    if (a == b) return reject(feedback, "the numbers must be different");
    if (a > n || b > n || a + b != n) return reject(feedback, "the numbers do not add up to n");
    return ACCEPT;
}
