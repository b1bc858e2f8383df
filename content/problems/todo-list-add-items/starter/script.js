// Nothing to script yet: this stage is the page's markup.
