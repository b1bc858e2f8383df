"""Added to every Python submission by the judge (include/python3/, issue #22, gap 4)."""


def pair_low(s):
    return s // 3
