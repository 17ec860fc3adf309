// The key-value port on electron-store under Electron: conf with Electron's defaults, writing the
// same files as the browser host's conf (main/storage/confStore.ts). Its only import in the app.
import ElectronStore from 'electron-store';
import { confOptions } from '../storage/confStore';
import type {
  KeyValueStore,
  KeyValueStoreFactory,
  KeyValueStoreOptions,
} from '../storage/keyValueStore';

export const electronStoreFactory: KeyValueStoreFactory = <T extends Record<string, unknown>>(
  options: KeyValueStoreOptions<T>,
): KeyValueStore<T> => {
  const { configName, ...rest } = confOptions(options);
  // electron-store names the file with `name`, and would default the version to the app's.
  return new ElectronStore<T>({ ...rest, name: configName });
};
