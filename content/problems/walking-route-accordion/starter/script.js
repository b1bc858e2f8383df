// Open one stage at a time.
