// The run's shared browser host of this worker's parallel slot (globalSetup.ts starts one per slot):
// its app URL, its embedded API's URL, its data folder and, beyond the first slot, its keychain's
// D-Bus address.
export type SharedHostField = 'URL' | 'API_URL' | 'DATA_DIR' | 'DBUS';

export function sharedHostKey(field: SharedHostField, slot: number): string {
  return `BACKOFFICE_E2E_${field}_${slot}`;
}

function workerSlot(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

export function sharedHost(field: SharedHostField): string {
  const slot = workerSlot();
  const value = process.env[sharedHostKey(field, slot)];
  if (!value)
    throw new Error(`${sharedHostKey(field, slot)} missing: run through playwright.config.ts`);
  return value;
}

/**
 * Called as a worker loads the config: the worker (its keytar reads) and every host it starts use
 * its slot's keychain.
 */
export function adoptWorkerSlotKeychain(): void {
  const address = process.env[sharedHostKey('DBUS', workerSlot())];
  if (process.env.TEST_PARALLEL_INDEX !== undefined && address) {
    process.env.DBUS_SESSION_BUS_ADDRESS = address;
  }
}
