#include <iostream>
#include <string>
int main() {
    std::string first;
    std::cin >> first;
    if (first == "CHECK") {
        long long y;
        std::cin >> y;
        std::cout << 2 * y << "\n";
    } else {
        std::cout << std::stoll(first) + 1 << "\n";
    }
}
