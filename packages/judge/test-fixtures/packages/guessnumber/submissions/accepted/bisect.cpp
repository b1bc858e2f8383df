#include <iostream>
#include <string>

int main() {
    long low = 1, high = 1000000;
    std::string reply;
    while (true) {
        long mid = (low + high) / 2;
        std::cout << mid << std::endl;  // endl flushes, which the interaction needs
        if (!(std::cin >> reply) || reply == "correct") break;
        if (reply == "lower") high = mid - 1; else low = mid + 1;
    }
}
