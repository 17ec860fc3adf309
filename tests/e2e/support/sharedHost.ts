// The run's shared browser host of this worker's parallel slot (globalSetup.ts starts one per slot):
// its app URL, its embedded API's URL and its data folder.
export type SharedHostField = 'URL' | 'API_URL' | 'DATA_DIR';

export function sharedHostKey(field: SharedHostField, slot: number): string {
  return `BACKOFFICE_E2E_${field}_${slot}`;
}

export function sharedHost(field: SharedHostField): string {
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const value = process.env[sharedHostKey(field, slot)];
  if (!value)
    throw new Error(`${sharedHostKey(field, slot)} missing: run through playwright.config.ts`);
  return value;
}
