// Added to every C++ submission by the judge (include/cpp/, issue #22, gap 4).
#pragma once
inline long long pair_low(long long s) { return s / 3; }
