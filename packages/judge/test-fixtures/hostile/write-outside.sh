# Tries to write outside its box: $1 is a host path to hit (the box's parent), the rest are fixed targets.
for f in "$1/escaped" /work/main/escaped /usr/escaped /etc/escaped /escaped /box/../escaped /proc/sys/kernel/hostname; do
  if (echo pwned > "$f") 2>/dev/null; then echo "$f written"; fi
done
mkdir /box/../x 2>/dev/null && echo "mkdir outside"
touch /tmp/escaped && echo "tmp ok"
