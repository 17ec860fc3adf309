// The app data folder of this process (common/embedded/dataFolders.ts holds the rule).
import { homedir } from 'node:os';
import { appDataDir } from '../../common/embedded/dataFolders';

export { PRODUCT_NAME } from '../../common/embedded/dataFolders';

export function defaultDataDir(env: NodeJS.ProcessEnv): string {
  return appDataDir({ env, platform: process.platform, home: homedir() });
}
