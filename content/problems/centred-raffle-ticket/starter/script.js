// Nothing to do here: this problem is about CSS.
