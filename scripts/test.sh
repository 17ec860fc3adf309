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
# One suite after the other, each filling both cores by itself: units and components (three vitest
# workers), the server suite (two files at a time), then the end-to-end suite (two workers, a host
# and a keychain each) with the kill tier beside it. Each of them is CPU-bound on two cores: run
# side by side, the server and end-to-end suites took longer than one after the other (1,370 s
# against 410 + 787 s), every test slower (see the README's Tests section for the figures).
HOME="$TEST_HOME" XDG_DATA_HOME="$TEST_HOME/.local/share" XDG_CONFIG_HOME="$TEST_HOME/.config" \
  NPM_CONFIG_CACHE="${NPM_CONFIG_CACHE:-$TEST_HOME/.npm}" \
  dbus-run-session -- bash -c '
    set -euo pipefail
    printf pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null
    npx vitest run --coverage --project unit --project component
    phase "unit and component"
    npx vitest run --project server
    phase server
    # The kill tier (SIGKILLed child processes at random moments of the wall clock) waits more than
    # it computes: beside the end-to-end suite.
    { npx vitest run --project kill && phase kill; } &
    kill=$!
    e2e=0
    npx playwright test || e2e=$?
    phase end-to-end
    wait "$kill"
    exit "$e2e"
  '
