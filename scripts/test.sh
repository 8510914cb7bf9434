#!/usr/bin/env bash
# The second command: the whole suite (npm test) on Node 24, with whatever is missing installed first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/install.sh
exec npm test
