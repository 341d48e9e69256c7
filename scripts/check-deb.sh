#!/usr/bin/env bash
# Proves that the Debian package installs on a FRESH Debian 12 and that its programs start and
# find their installed data (issue 9). Needs root (debootstrap, chroot, mount) and the Debian
# archive, so it is not part of the test suite or CI.
#
#   scripts/check-deb.sh [PACKAGE.deb]
#
# Without an argument the package is built first: a release configuration of this tree in
# build/deb (no tests), then `cpack -G DEB`. Then:
#   1. a minimal Debian 12 (debootstrap --variant=minbase bookworm) is made once in
#      $CHROOT.pristine (default CHROOT=/tmp/deb12) and copied afresh to $CHROOT for every run;
#   2. `apt-get install ./probcut-studio_*.deb` inside it, so every dependency the package
#      declares is resolved by apt from the Debian archive (a missing one fails here);
#   3. `probcut perft 6`, `probcut solve` on FFO position #1 (its OBF line carries the expected
#      scores, so a wrong solve exits 1), `probcut gtp` (its settings must show the installed
#      pattern weights and book), `man probcut` (man-db added for that);
#   4. `probcut-studio` with QT_QPA_PLATFORM=offscreen for 5 seconds under strace: still running
#      at the timeout = it started, and it must have opened the installed opening book.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
root="${CHROOT:-/tmp/deb12}"
mirror="${MIRROR:-http://deb.debian.org/debian}"
[[ $(id -u) -eq 0 ]] || { echo "check-deb: must run as root (debootstrap, chroot)" >&2; exit 2; }
# tool:package (dpkg-shlibdeps computes the package's library dependencies for CPack)
for need in debootstrap:debootstrap strace:strace dpkg-shlibdeps:dpkg-dev; do
    command -v "${need%%:*}" >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need#*:}" >/dev/null
done

deb="${1:-}"
if [[ -z "$deb" ]]; then
    build="$here/build/deb"
    cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
        -DPROBCUT_BUILD_TESTS=OFF >/dev/null
    cmake --build "$build"
    (cd "$build" && cpack -G DEB >/dev/null)
    deb="$(ls -t "$build"/probcut-studio_*.deb | head -1)"
fi
deb="$(readlink -f "$deb")"
echo "== package: $deb"
dpkg-deb --field "$deb" Package Version Architecture Depends

if [[ ! -x "$root.pristine/usr/bin/apt-get" ]]; then
    echo "== debootstrap bookworm into $root.pristine"
    rm -rf "$root.pristine"
    debootstrap --variant=minbase bookworm "$root.pristine" "$mirror" >/dev/null
fi
cleanup() {
    for m in proc dev/pts; do
        mountpoint -q "$root/$m" && umount -l "$root/$m" || true
    done
}
trap cleanup EXIT
cleanup
rm -rf "$root"
cp -a "$root.pristine" "$root"
cp /etc/resolv.conf "$root/etc/resolv.conf"
mount -t proc proc "$root/proc"
mkdir -p "$root/dev/pts" && mount -t devpts devpts "$root/dev/pts"
cp "$deb" "$root/tmp/"
sed -n 1p "${SHARED:-$here/../shared}/data/ffo/fforum-1-19.obf" >"$root/tmp/ffo1.obf"
in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }

echo "== apt-get install ./$(basename "$deb") on a fresh Debian $(cat "$root/etc/debian_version")"
in_root apt-get update -qq
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "/tmp/$(basename "$deb")" >"$root/tmp/apt.log" 2>&1 \
    || { tail -30 "$root/tmp/apt.log"; exit 1; }
grep -E "^(Setting up|Unpacking) probcut" "$root/tmp/apt.log" || true
echo "   $(grep -c '^Setting up' "$root/tmp/apt.log") packages set up"
in_root dpkg -L probcut-studio | grep -E "bin/|share/(probcut-studio/[a-z]+/[^/]+$|man|applications|metainfo)"

echo "== probcut --version; probcut perft 6"
in_root probcut --version
in_root probcut perft 6 | tail -2
in_root probcut perft 6 | grep -qx "perft 6 8200"

echo "== probcut solve (FFO #1, expected G8 +18)"
in_root probcut solve /tmp/ffo1.obf

echo "== probcut gtp: data found at the installed paths"
settings="$(printf 'probcut-settings\ngenmove black\nquit\n' | in_root probcut gtp)"
echo "$settings" | grep -v '^$'
grep -q "eval pattern" <<<"$settings" || { echo "check-deb: gtp did not load the installed weights" >&2; exit 1; }
grep -q "book book.pcb" <<<"$settings" || { echo "check-deb: gtp did not load the installed book" >&2; exit 1; }

echo "== man probcut (man-db installed for this check; minbase has no man)"
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends man-db >/dev/null 2>&1
in_root env MANWIDTH=80 man -P cat probcut | head -8
in_root man -w probcut probcut-studio

echo "== probcut-studio, offscreen, 5 s"
set +e
strace -f -qq -e trace=openat -o "$root/tmp/studio.strace" \
    chroot "$root" /usr/bin/env -i PATH=/usr/bin:/bin HOME=/root LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen \
    timeout 5 probcut-studio >"$root/tmp/studio.log" 2>&1
rc=$?
set -e
sed 's/^/   studio: /' "$root/tmp/studio.log" | head -20
if [[ $rc -ne 124 ]]; then
    echo "check-deb: probcut-studio exited with $rc before the timeout" >&2
    exit 1
fi
echo "   still running after 5 s (timeout exit 124): it started"
opened="$(grep -o '"/usr/share/probcut-studio/[^"]*"' "$root/tmp/studio.strace" | sort -u)"
echo "$opened" | sed 's/^/   opened: /'
grep -q "book/book.pcb" <<<"$opened" || { echo "check-deb: the studio did not open the installed book" >&2; exit 1; }
echo "== check-deb: ok"
