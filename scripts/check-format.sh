#!/usr/bin/env bash
# Fails (listing the files) when a tracked C++ file differs from what clang-format makes of it
# with the repository's .clang-format. Run by the test suite (format_check); fix with
#   git ls-files '*.h' '*.cpp' | xargs clang-format -i
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bad=0
while IFS= read -r f; do
    if ! clang-format --style=file:.clang-format --dry-run --Werror "$f" >/dev/null 2>&1; then
        echo "not formatted: $f"
        bad=1
    fi
done < <(git ls-files '*.h' '*.cpp' 2>/dev/null || find engine ui app tests -name '*.h' -o -name '*.cpp')
if ((bad)); then
    echo "run: git ls-files '*.h' '*.cpp' | xargs clang-format -i"
    exit 1
fi
echo "all C++ files formatted"
