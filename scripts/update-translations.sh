#!/bin/sh
# Refreshes translations/*.ts from the studio's sources (ui/ and app/studio/main.cpp): new
# strings appear as unfinished, removed ones are dropped. English carries only the plural forms.
# (The probcut_ui_lupdate target that Qt 6.4's qt_add_translations generates scans only the
# SOURCES it is given, so it is not used.)
set -eu
cd "$(dirname "$0")/.."
LUPDATE=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
for lang in fr de ja; do
    "$LUPDATE" -I . ui app/studio/main.cpp -ts "translations/probcut-studio_$lang.ts" \
        -no-obsolete -locations none
done
"$LUPDATE" -I . ui app/studio/main.cpp -ts translations/probcut-studio_en.ts \
    -pluralonly -no-obsolete -locations none
