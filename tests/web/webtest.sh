#!/bin/sh
# Runs one of the web page's checks in web/ when the tools it needs are there:
#   webtest.sh SOURCE_DIR TOOLS COMMAND…   (TOOLS: a comma-separated list of node, npm, chromium)
# A missing tool skips the check (exit 77, ctest's SKIP_RETURN_CODE) and says which and how to
# install it (scripts/install-deps); in CI (CI=true) a missing tool fails it.
set -u
source_dir=$1
tools=$2
shift 2

missing=""
for tool in $(printf '%s' "$tools" | tr ',' ' '); do
    case $tool in
        chromium) [ -x "${CHROMIUM:-/usr/bin/chromium}" ] || missing="$missing chromium (${CHROMIUM:-/usr/bin/chromium}; set CHROMIUM)" ;;
        *) command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool" ;;
    esac
done
if [ -n "$missing" ]; then
    echo "The web page's check needs:$missing. scripts/install-deps installs them."
    if [ "${CI:-}" = "true" ]; then
        echo "CI=true: a missing tool fails the check."
        exit 1
    fi
    echo "Skipped."
    exit 77
fi

cd "$source_dir/web" || exit 1
exec "$@"
