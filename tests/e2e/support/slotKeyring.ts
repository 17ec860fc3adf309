// A keychain of its own for a worker slot: a private D-Bus session bus with an unlocked
// gnome-keyring, as on another journalist's computer. The embedded server's keychain entry has one
// name on every computer (main/vault/TokenVault.ts), so two shared hosts on one keychain would
// sign each other out; each slot beyond the first gets its own.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export interface SlotKeyring {
  /** The slot's D-Bus session address (DBUS_SESSION_BUS_ADDRESS). */
  address: string;
  stop(): void;
}

export function startSlotKeyring(folder: string): SlotKeyring {
  const runtime = join(folder, 'run');
  mkdirSync(runtime, { recursive: true, mode: 0o700 });
  const [address, pid] = execFileSync(
    'dbus-daemon',
    ['--session', '--fork', '--print-address=1', '--print-pid=1'],
    { encoding: 'utf8' },
  )
    .trim()
    .split('\n');
  // Its own runtime and data folders: the daemon's control socket and keyring file are not the
  // ambient keyring's. It leaves with the bus.
  const unlocked = spawnSync('gnome-keyring-daemon', ['--unlock', '--components=secrets'], {
    input: 'pw',
    env: {
      ...process.env,
      DBUS_SESSION_BUS_ADDRESS: address,
      XDG_RUNTIME_DIR: runtime,
      XDG_DATA_HOME: join(folder, 'data'),
    },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  if (unlocked.status !== 0)
    throw new Error('gnome-keyring-daemon did not start for a worker slot');
  return {
    address: address!,
    stop: () => process.kill(Number(pid), 'SIGTERM'),
  };
}
