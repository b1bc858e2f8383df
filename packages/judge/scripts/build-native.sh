#!/bin/sh
# Builds the sandbox's native helpers into packages/judge/native/build (git-ignored):
#   katana-launch  joins the run's cgroups, sets rlimits, drops to the judge uid, execs bwrap (native/launch.c)
#   katana-spawner resident launcher: forks each run, does katana-launch's steps, execs bwrap (native/spawner*.c)
#   katana-netns   keeps fresh network namespaces ready for the runs (native/netns-keeper.c)
#   seccomp.bpf    the seccomp deny-list exported by native/seccomp-filter.c, handed to `bwrap --seccomp FD`
#   dev/           the sandbox's /dev (device nodes and stdio links), when run as root
# Needs gcc and libseccomp-dev. The set-up script runs this at every start and the judge on first use when the
# outputs are missing or older than their sources; it compiles only when the sources, this script or the compiler
# changed since the last build (a stamp of their SHA-256 in the output folder), or with --force.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
src="$here/native"
out="${KATANA_NATIVE_DIR:-$src/build}"
mkdir -p "$out"
cc=${CC:-gcc}
stamp="$out/.sources.sha256"
sources_sum=$( (cat "$src"/*.c "$src"/*.h "$0"; $cc --version 2>&1 || true; uname -m) | sha256sum | cut -d' ' -f1)
current=1
[ "${1:-}" = --force ] && current=
[ -f "$stamp" ] && [ "$(cat "$stamp")" = "$sources_sum" ] || current=
for f in katana-launch katana-spawner katana-netns seccomp.bpf; do [ -f "$out/$f" ] || current=; done
# The sandbox's /dev as one directory (src/sandbox/dev-dir.ts): the five devices a program needs and the stdio links,
# bound with a single mount per run. Only root can make device nodes; the judge checks the directory before using it
# and otherwise binds the host's devices one by one.
make_dev() {
  [ "$(id -u)" = 0 ] && [ ! -e "$out/dev" ] || return 0
  d=$(mktemp -d "$out/.dev.XXXXXX")/dev
  if mkdir -m 0755 "$d" && mknod -m 0666 "$d/null" c 1 3 && mknod -m 0666 "$d/zero" c 1 5 \
    && mknod -m 0666 "$d/full" c 1 7 && mknod -m 0666 "$d/random" c 1 8 && mknod -m 0666 "$d/urandom" c 1 9 \
    && ln -s /proc/self/fd "$d/fd" && ln -s /proc/self/fd/0 "$d/stdin" && ln -s /proc/self/fd/1 "$d/stdout" \
    && ln -s /proc/self/fd/2 "$d/stderr"; then
    mv "$d" "$out/dev" && echo "made $out/dev"
  else
    echo "note: could not make $out/dev; the sandbox binds the host's devices one by one instead" >&2
  fi
  rm -rf "$(dirname "$d")"
}
if [ -n "$current" ]; then
  # Same sources (a checkout may have given them newer times): mark the outputs current for native-helpers.ts.
  touch "$out/katana-launch" "$out/katana-spawner" "$out/katana-netns" "$out/seccomp.bpf"
  echo "native helpers up to date in $out (sources unchanged)"
  make_dev
  exit 0
fi
rm -f "$stamp"
tmp=$(mktemp -d "$out/.tmp.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# On x86_64 the launcher is built without a C library: glibc's start-up (dozens of CPUID instructions, each a trap to
# the hypervisor on a virtual machine) would add ~0.4 ms to every sandboxed run. Elsewhere, or when the
# freestanding build fails, it is the same code on libc.
launch_ok=
if [ "$(uname -m)" = x86_64 ] && $cc -O2 -Wall -Wextra -Werror -DKATANA_FREESTANDING -ffreestanding -fno-builtin \
  -fno-stack-protector -fno-asynchronous-unwind-tables -fno-pie -no-pie -static -nostdlib \
  -o "$tmp/katana-launch" "$src/launch.c"; then
  # Smoke test: without a program to run it must refuse with its own exit status.
  status=0
  "$tmp/katana-launch" --uid 1 --gid 1 2>/dev/null || status=$?
  [ "$status" -eq 125 ] && launch_ok=1
fi
[ -n "$launch_ok" ] || $cc -O2 -Wall -Wextra -Werror -o "$tmp/katana-launch" "$src/launch.c"
$cc -O2 -Wall -Wextra -Werror -o "$tmp/katana-spawner" "$src/spawner.c" "$src/spawner-child.c" "$src/spawner-wire.c"
$cc -O2 -Wall -Wextra -Werror -o "$tmp/katana-netns" "$src/netns-keeper.c"
$cc -O2 -Wall -Wextra -Werror -o "$tmp/seccomp-filter" "$src/seccomp-filter.c" -lseccomp
"$tmp/seccomp-filter" "$tmp/seccomp.bpf"
chmod 0755 "$tmp/katana-launch" "$tmp/katana-spawner" "$tmp/katana-netns"
chmod 0644 "$tmp/seccomp.bpf"
# Rename into place so concurrent first uses never see a half-written file.
mv -f "$tmp/katana-launch" "$out/katana-launch"
mv -f "$tmp/katana-spawner" "$out/katana-spawner"
mv -f "$tmp/katana-netns" "$out/katana-netns"
mv -f "$tmp/seccomp.bpf" "$out/seccomp.bpf"
make_dev
echo "$sources_sum" > "$stamp"
echo "built $out/katana-launch, $out/katana-spawner, $out/katana-netns and $out/seccomp.bpf"
