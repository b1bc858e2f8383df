# Tries to read the server's files and environment. Prints "<path> readable" for every success.
for f in /work/main/package.json /etc/shadow /etc/passwd /root/.bashrc /proc/1/environ /proc/self/environ \
         /sys/fs/cgroup/memory/memory.limit_in_bytes /var/run/docker.sock; do
  if cat "$f" >/dev/null 2>&1; then echo "$f readable"; fi
done
ls /work /root /home /sys 2>/dev/null && echo "listing ok"
cat /proc/1/environ /proc/self/environ 2>/dev/null | tr '\0' '\n'
env
