# Waits instead of answering: every test would cost a whole wall clock.
import time

time.sleep(60)
