#!/usr/bin/env bash
# The whole test suite (the README's test command, `npm test`): static checks, then every vitest
# suite and the Playwright end-to-end suite inside a private D-Bus session with an unlocked
# gnome-keyring, so keytar talks to a real keychain with a fresh HOME.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each phase prints its wall time (the suite's budget is 20 minutes; the README keeps the figures).
SUITE_START=$(date +%s)
export SUITE_START
phase() { echo "[suite] $1 done at $(($(date +%s) - SUITE_START)) s" >&2; }
export -f phase

npm run --silent codegen
# The static checks use one core each: the type checks on one, the rest on the other.
npm run --silent typecheck &
typecheck=$!
{
  npm run --silent format:check
  npm run --silent lint
  npm run --silent lint:electron
  npm run --silent build
} &
others=$!
wait "$typecheck"
wait "$others"
phase 'static checks'
# The packaging check needs the build above: dir target with a stand-in Electron, then the .deb.
npx vitest run --project package
phase package

export TEST_HOME="$(mktemp -d)"
trap 'rm -rf "$TEST_HOME"' EXIT
# Units and components first (they hold the coverage gate; three workers on two cores); then the
# server suite (two files at a time) beside the end-to-end suite (two workers, a host each): each
# of them waits on its servers and browser about as much as it computes, so side by side they keep
# both cores busy (see the README's Tests section for the figures).
HOME="$TEST_HOME" XDG_DATA_HOME="$TEST_HOME/.local/share" XDG_CONFIG_HOME="$TEST_HOME/.config" \
  NPM_CONFIG_CACHE="${NPM_CONFIG_CACHE:-$TEST_HOME/.npm}" \
  dbus-run-session -- bash -c '
    set -euo pipefail
    printf pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null
    npx vitest run --coverage --project unit --project component
    phase "unit and component"
    # The kill tier (SIGKILLed child processes) after the server suite, still beside the e2e.
    { npx vitest run --project server && phase server && npx vitest run --project kill && phase kill; } &
    server=$!
    e2e=0
    npx playwright test || e2e=$?
    phase end-to-end
    wait "$server"
    exit "$e2e"
  '
