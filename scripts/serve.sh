#!/usr/bin/env bash
# The first command: install whatever is missing (scripts/install.sh), then serve the site on local content,
# fully offline, on http://127.0.0.1:3000 (PORT and HOST as for npm start).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/install.sh
export CONTENT_PROVIDER="${CONTENT_PROVIDER:-local}"
exec npm start
