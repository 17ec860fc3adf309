// Child process for the kill test: writes ever-larger revisions of one draft as fast as it can
// until the parent SIGKILLs it mid-write.
import { DraftStore } from '../../main/drafts/DraftStore';

async function main(folder: string): Promise<void> {
  const store = await DraftStore.open(folder);
  process.stdout.write('ready\n');
  for (let i = 1; ; i += 1) {
    await store.put(
      'TEL:kill',
      { title: `Révision ${i}`, body: 'mot '.repeat(20_000 + (i % 7) * 5_000) },
      i,
    );
  }
}

const folder = process.argv[2];
if (!folder) throw new Error('usage: killWriter <folder>');
void main(folder);
