// Make the buttons work.
