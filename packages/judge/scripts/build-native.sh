#!/bin/sh
# Builds the sandbox's native helpers into packages/judge/native/build (git-ignored):
#   katana-launch  joins the run's cgroups, sets rlimits, drops to the judge uid, execs bwrap (native/launch.c)
#   seccomp.bpf    the seccomp deny-list exported by native/seccomp-filter.c, handed to `bwrap --seccomp FD`
# Needs gcc and libseccomp-dev. The set-up script runs this once; the judge also runs it on first use when the
# outputs are missing or older than their sources.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
src="$here/native"
out="${KATANA_NATIVE_DIR:-$src/build}"
mkdir -p "$out"
tmp=$(mktemp -d "$out/.tmp.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
cc=${CC:-gcc}
$cc -O2 -Wall -Wextra -Werror -o "$tmp/katana-launch" "$src/launch.c"
$cc -O2 -Wall -Wextra -Werror -o "$tmp/seccomp-filter" "$src/seccomp-filter.c" -lseccomp
"$tmp/seccomp-filter" "$tmp/seccomp.bpf"
chmod 0755 "$tmp/katana-launch"
chmod 0644 "$tmp/seccomp.bpf"
# Rename into place so concurrent first uses never see a half-written file.
mv -f "$tmp/katana-launch" "$out/katana-launch"
mv -f "$tmp/seccomp.bpf" "$out/seccomp.bpf"
echo "built $out/katana-launch and $out/seccomp.bpf"
