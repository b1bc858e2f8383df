// Keep #remaining, #send and aria-invalid up to date.
