#!/usr/bin/env bash
# Installs what this machine lacks to build, serve and test the site, and nothing it already has:
# Node 24 (from the npm registry, into .node/), the npm packages, and for the tests Debian's chromium,
# the two fonts the brand font's fallbacks are sized to, PostgreSQL and Varnish with varnish-modules.
# Sourced by scripts/serve.sh, scripts/test.sh and .ci/run, so .node/bin ends up first on their PATH.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

eval "$(bash "$root/scripts/provision-node.sh")"

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/postgres' > /dev/null || missing+=(postgresql)
[ -d /usr/share/fonts/truetype/liberation ] || missing+=(fonts-liberation)
[ -d /usr/share/fonts/truetype/roboto ] || missing+=(fonts-roboto-unhinted)
[ -x /usr/sbin/varnishd ] || missing+=(varnish)
compgen -G '/usr/lib/*/varnish/vmods/libvmod_xkey.so' > /dev/null || missing+=(varnish-modules)
if [ ${#missing[@]} -gt 0 ]; then
  as_root=()
  [ "$(id -u)" = 0 ] || as_root=(sudo)
  if [ "$(id -u)" = 0 ] || command -v sudo > /dev/null; then
    echo "install: Debian's ${missing[*]} (for the tests)..." >&2
    export DEBIAN_FRONTEND=noninteractive
    "${as_root[@]}" apt-get update -qq
    "${as_root[@]}" apt-get install -y -qq "${missing[@]}" > /dev/null
  else
    echo "install: the tests need Debian's ${missing[*]}: apt-get install ${missing[*]}" >&2
  fi
fi

# npm ci only when package-lock.json changed since the last install here.
stamp="$root/node_modules/.installed-lock.sha256"
lock_sum="$(sha256sum "$root/package-lock.json" | cut -d' ' -f1)"
if [ "$(cat "$stamp" 2> /dev/null)" != "$lock_sum" ]; then
  (cd "$root" && npm ci --no-audit --no-fund)
  echo "$lock_sum" > "$stamp"
fi
echo "install: Node $(node --version), npm $(npm --version)" >&2
