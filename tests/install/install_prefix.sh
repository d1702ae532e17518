#!/usr/bin/env bash
# Installs the build into a fresh prefix and runs the programs from there, in a scratch folder
# with a scratch home: the app must find everything it reads at run time inside its binary or the
# prefix, never in the build or source tree.
# Usage: install_prefix.sh BUILD_DIR PREFIX VERSION APP_ID
set -euo pipefail
build=$1 prefix=$2 version=$3 appid=$4
fail() { echo "FAIL: $*" >&2; exit 1; }

rm -rf "$prefix"
cmake --install "$build" --prefix "$prefix" >/dev/null

expected=(bin/coursewright bin/coursewright-cli bin/coursewright-server
          "share/applications/$appid.desktop" "share/metainfo/$appid.metainfo.xml"
          "share/mime/packages/$appid.xml" "share/icons/hicolor/scalable/apps/$appid.svg"
          share/doc/coursewright/README.md)
for size in 16 22 24 32 48 64 128 256 512; do
    expected+=("share/icons/hicolor/${size}x${size}/apps/$appid.png")
done
for file in "${expected[@]}"; do
    [ -s "$prefix/$file" ] || fail "the install has no $file"
done
for size in 16 48 256; do
    png="$prefix/share/icons/hicolor/${size}x${size}/apps/$appid.png"
    # A PNG's IHDR holds the width and height as 32-bit big-endian numbers at bytes 16 and 20.
    [ "$(od --endian=big -An -tu4 -j16 -N8 "$png" | tr -s ' ' | sed 's/^ //')" = \
      "$size $size" ] || fail "$png is not ${size}x${size}"
done

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export HOME="$scratch" XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data"
cd "$scratch"
cli="$prefix/bin/coursewright-cli"
app="$prefix/bin/coursewright"

server="$prefix/bin/coursewright-server"
out=$("$server" --version) || fail "coursewright-server --version failed"
[ "$out" = "coursewright-server $version" ] || fail "coursewright-server --version printed '$out'"
"$server" --help | grep -q -- '--tls-cert' || fail "coursewright-server --help lists no --tls-cert"
out=$("$cli" --version) || fail "coursewright-cli --version failed"
[ "$out" = "coursewright-cli $version" ] || fail "coursewright-cli --version printed '$out'"
"$cli" --help | grep -q '^  validate' || fail "coursewright-cli --help lists no validate"
# The built-in courses are inside the program: validate reads them from its resources.
out=$("$cli" validate :/courses/rowing-standard.json :/courses/salmon-beginner.json) \
    || fail "validate on the built-in courses failed: $out"
[ "$out" = ":/courses/rowing-standard.json: ok
:/courses/salmon-beginner.json: ok" ] || fail "validate on the built-in courses printed: $out"
# A course named .json is read by its content, from the command line.
cat >"$scratch/tiny.json" <<'JSON'
{"kind": "rowing", "formatVersion": 2, "name": "Tiny", "lanes": 2, "spaces": 20,
 "metresPerSpace": 20, "splitLines": [{"metres": 200, "paceLimit": 5}]}
JSON
out=$("$cli" validate "$scratch/tiny.json") || fail "validate on a .json course failed: $out"
[ "$out" = "$scratch/tiny.json: ok" ] || fail "validate on a .json course printed: $out"
# Export paints with QtGui on the offscreen platform: the installed tool finds its plugins.
"$cli" export :/courses/rowing-sprint-1000.json --format pdf --out "$scratch/sprint.pdf" >/dev/null \
    || fail "export failed"
[ "$(head -c 5 "$scratch/sprint.pdf")" = "%PDF-" ] || fail "export wrote no PDF"
# A game's print-and-play kit, from the resources inside the tool.
"$cli" export --kit --game salmon --out "$scratch/kit.pdf" >/dev/null || fail "export --kit failed"
[ "$(head -c 5 "$scratch/kit.pdf")" = "%PDF-" ] || fail "export --kit wrote no PDF"

# --help and --version need no display at all: no platform plugin is chosen, none is reachable
# (with one, a missing display would abort the program).
nodisplay() { env -u QT_QPA_PLATFORM -u DISPLAY -u WAYLAND_DISPLAY -u QT_QUICK_BACKEND "$@"; }
out=$(nodisplay "$app" --version) || fail "coursewright --version failed without a display"
[ "$out" = "Coursewright $version" ] || fail "coursewright --version printed '$out'"
for option in --help -h --help-all; do
    out=$(nodisplay "$app" "$option" 2>&1) || fail "coursewright $option failed without a display"
    grep -q -- '--screenshot' <<<"$out" || fail "coursewright $option lists no --screenshot: $out"
done
out=$(nodisplay "$app" --seed 3 --help some.cwgame 2>&1) \
    || fail "coursewright --help after other arguments failed without a display"

# The window with its QML board, offscreen: a picture is saved, and nothing failed to load.
"$app" --seed 7 --screenshot "$scratch/window.png" --screenshot-delay 1500 2>"$scratch/stderr" \
    || fail "the installed app failed: $(cat "$scratch/stderr")"
[ -s "$scratch/window.png" ] || fail "the installed app saved no screenshot"
if grep -E 'Board.qml|module .* is not installed|QQmlApplicationEngine failed' "$scratch/stderr"; then
    fail "the installed app could not load its board"
fi
echo "installed into $prefix and ran from there: ok"
