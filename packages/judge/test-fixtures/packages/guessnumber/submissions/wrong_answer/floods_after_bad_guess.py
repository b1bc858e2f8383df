# Guesses out of range, then floods its stdout without reading: the validator has rejected and stopped reading, so
# the judge must not buffer the flood nor wait two minutes (issue #22, gap 2d).
import sys

sys.stdout.write("0\n")
sys.stdout.flush()
chunk = "1\n" * 65536
while True:
    sys.stdout.write(chunk)
