#!/usr/bin/env bash
# The launcher, the AppStream metadata and the MIME types through the tools desktops use
# (Debian packages desktop-file-utils, appstream, shared-mime-info): any error or warning fails.
# Usage: desktop_files.sh PACKAGING_DIR VERSION APP_ID
set -euo pipefail
dir=$1 version=$2 appid=$3
fail() { echo "FAIL: $*" >&2; exit 1; }

desktop="$dir/$appid.desktop"
out=$(desktop-file-validate "$desktop" 2>&1) || fail "desktop-file-validate: $out"
[ -z "$out" ] || fail "desktop-file-validate warns: $out"

metainfo="$dir/$appid.metainfo.xml"
# --no-net: screenshot and homepage addresses are not fetched.
appstreamcli validate --no-net --explain "$metainfo" || fail "appstreamcli validate refused $metainfo"
newest=$(grep -o '<release version="[^"]*"' "$metainfo" | head -n 1)
[ "$newest" = "<release version=\"$version\"" ] \
    || fail "the newest release in the metainfo is $newest, the project is $version"

# The MIME package compiles into a database as the system's does, with the two extensions.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/mime/packages"
cp "$dir/$appid.mime.xml" "$scratch/mime/packages/$appid.xml"
out=$(XDG_DATA_HOME="$scratch" update-mime-database "$scratch/mime" 2>&1) || fail "update-mime-database: $out"
[ -z "$out" ] || fail "update-mime-database warns: $out"
for glob in application/x-coursewright-game:\*.cwgame application/x-coursewright-course:\*.cwcourse; do
    grep -qF ":$glob" "$scratch/mime/globs2" || fail "the MIME database has no $glob"
done
# The launcher opens every type the package defines, and claims no other: not application/json,
# or the desktop would offer Coursewright for every JSON file (.json courses still open from the
# command line and from File > Open: tests/app/tst_open_document).
mimetypes=$(grep '^MimeType=' "$desktop")
owntypes=$(grep -o '<mime-type type="[^"]*"' "$dir/$appid.mime.xml" | cut -d'"' -f2)
for type in $owntypes; do
    [[ "$mimetypes" == *"$type;"* ]] || fail "the launcher does not open $type"
done
for type in $(cut -d= -f2 <<<"$mimetypes" | tr ';' ' '); do
    grep -qx "$type" <<<"$owntypes" || fail "the launcher claims $type, which is not Coursewright's own"
done
# The launcher's keywords name every game.
for game in rowing 'Salmon Run' Niagara 'Line cards' 'Visions of Rainbows'; do
    grep -q "^Keywords=.*$game" "$desktop" || fail "the launcher's keywords do not name $game"
    grep -q "$game" "$metainfo" || fail "the metainfo does not describe $game"
done
echo "desktop file, metainfo and MIME types: ok"
