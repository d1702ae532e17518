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
# The launcher opens every type the package defines.
mimetypes=$(grep '^MimeType=' "$desktop")
for type in $(grep -o 'type="[^"]*"' "$dir/$appid.mime.xml" | grep -v 'application/json' | cut -d'"' -f2); do
    [[ "$mimetypes" == *"$type;"* ]] || fail "the launcher does not open $type"
done
echo "desktop file, metainfo and MIME types: ok"
