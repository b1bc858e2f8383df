# Guesses out of range, then waits for an answer that never comes: the validator rejects first, so the verdict is
# a wrong answer, not a time limit (issue #22, gap 2a).
import sys
import time

print(0, flush=True)
time.sleep(30)
