// Input validator (in the legacy, deprecated input_format_validators/ folder): one line "n", 3 <= n <= 10^18.
#include <cctype>
#include <cstdio>
#include <iostream>
#include <string>

int main() {
    std::string line;
    if (!std::getline(std::cin, line) || line.empty() || line.size() > 19) return 43;
    for (char ch : line) if (!std::isdigit(static_cast<unsigned char>(ch))) return 43;
    if (line[0] == '0') return 43;
    if (std::cin.peek() != EOF) return 43;  // nothing after the first line
    unsigned long long n = std::stoull(line);
    if (n < 3 || n > 1000000000000000000ULL) {
        std::fprintf(stderr, "n out of range: %llu\n", n);
        return 43;
    }
    return 42;
}
