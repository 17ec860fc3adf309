// Folders the server reads at run time: its SQL migrations and the GraphQL SDL. From the sources
// they are where the repository keeps them; the build copies them next to the bundles in out/main
// (electron.vite.config), where the code reading them may sit in out/main itself (server.js,
// seed.js) or in a chunk the two share (out/main/chunks).
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function runtimeFolder(builtName: string, sourceFolder: string): string {
  const built = [join(__dirname, builtName), join(__dirname, '..', builtName)].find(existsSync);
  return built ?? sourceFolder;
}
