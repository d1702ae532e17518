#!/usr/bin/env bash
# Builds the Debian package with cpack (into a scratch folder, not installing it) and checks what
# dpkg would install: the programs, the desktop files, and dependencies on the Qt libraries (found
# by dpkg-shlibdeps) and on the QML modules the board imports (listed by hand).
# Usage: package_deb.sh BUILD_DIR VERSION APP_ID
set -euo pipefail
build=$1 version=$2 appid=$3
fail() { echo "FAIL: $*" >&2; exit 1; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cpack -G DEB --config "$build/CPackConfig.cmake" -B "$scratch" >"$scratch/cpack.log" 2>&1 \
    || fail "cpack: $(cat "$scratch/cpack.log")"
deb="$scratch/coursewright_${version}_amd64.deb"
[ -f "$deb" ] || fail "cpack made no $deb: $(ls "$scratch")"

[ "$(dpkg-deb -f "$deb" Package)" = coursewright ] || fail "the package is not named coursewright"
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "the package version is not $version"
depends=$(dpkg-deb -f "$deb" Depends)
for package in libqt6core6 libqt6gui6 libqt6widgets6 libqt6qml6 libqt6quickwidgets6 libqt6svg6 \
               libqt6printsupport6 qml6-module-qtquick qml6-module-qtquick-controls \
               qml6-module-qtquick-layouts; do
    [[ ", $depends," == *", $package"[\ ,]* ]] || fail "the package does not depend on $package: $depends"
done
contents=$(dpkg-deb -c "$deb")
for file in ./usr/bin/coursewright ./usr/bin/coursewright-cli \
            "./usr/share/applications/$appid.desktop" "./usr/share/metainfo/$appid.metainfo.xml" \
            "./usr/share/mime/packages/$appid.xml" \
            "./usr/share/icons/hicolor/scalable/apps/$appid.svg" \
            "./usr/share/icons/hicolor/48x48/apps/$appid.png"; do
    grep -q " $file\$" <<<"$contents" || fail "the package does not install $file"
done
echo "$(basename "$deb"): ok"
