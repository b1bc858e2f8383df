// Add items to the list when the form is submitted.
