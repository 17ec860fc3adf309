// Lists the files under a folder whose bytes contain a needle (the e2e "grep -r").
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function filesContaining(root: string, needle: string): string[] {
  const hits: string[] = [];
  const bytes = Buffer.from(needle);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && readFileSync(path).includes(bytes)) hits.push(path);
    }
  };
  walk(root);
  return hits;
}
