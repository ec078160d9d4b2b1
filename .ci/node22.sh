# Sourced by .ci/run: puts Node 22 LTS first on PATH for everything after it (npm ci, the tests).
# A machine whose node is older gets the binary from the npm registry's `node` package (its
# preinstall fetches the matching node-<os>-<arch> package), installed once under $NODE22_DIR.

NODE22_DIR="${NODE22_DIR:-${TMPDIR:-/tmp}/scenic-ci-node22}"

node_major() { "${1:-node}" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

use_node22() {
  if [ "$(node_major)" -ge 22 ]; then
    node --version
    return
  fi
  local bin="$NODE22_DIR/node_modules/.bin"
  if [ "$(node_major "$bin/node")" != 22 ]; then
    npm install --no-save --no-audit --no-fund --prefix "$NODE22_DIR" node@22
  fi
  if [ "$(node_major "$bin/node")" != 22 ]; then
    echo "could not install Node 22 from the npm registry into ${NODE22_DIR}" >&2
    return 1
  fi
  export PATH="$bin:$PATH"
  echo "node $(node --version) from ${bin}, npm $(npm --version)"
}
