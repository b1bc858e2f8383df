#!/bin/sh
# Input validator: one even integer 2..1000 on a line of its own. Exit 42 = valid, 43 = invalid.
read -r n || exit 43
case "$n" in ''|*[!0-9]*) exit 43 ;; esac
[ "$n" -ge 2 ] && [ "$n" -le 1000 ] && [ $((n % 2)) -eq 0 ] || exit 43
if read -r extra; then exit 43; fi
exit 42
