// The port on `conf` (plain Node). conf is ESM-only: the built main bundles it
// (electron.vite.config.ts) and Node ≥ 20.19 `require()`s it from the sources (tsx, vitest).
import Conf, { type Options } from 'conf';
import type { KeyValueStore, KeyValueStoreFactory, KeyValueStoreOptions } from './keyValueStore';

/** The port's options in conf's terms (electron-store takes the same, `name` aside). */
export function confOptions<T extends Record<string, unknown>>(
  options: KeyValueStoreOptions<T>,
): Partial<Options<T>> {
  const { name, ...rest } = options;
  return {
    ...(rest as Partial<Options<T>>),
    configName: name,
    // Keys are taken whole: a URL or a draft's key never becomes a nested path.
    accessPropertiesByDotNotation: false,
  };
}

export const confStoreFactory: KeyValueStoreFactory = <T extends Record<string, unknown>>(
  options: KeyValueStoreOptions<T>,
): KeyValueStore<T> => new Conf<T>(confOptions(options));
