// The outbox tier: saves waiting for the network, one JSON file per save under
// `<app data>/outbox/`, written atomically like the drafts and replayed in enqueue order. An entry
// holds the whole GraphQL operation (the content type's registered save, contentSaves.ts), the draft key and the
// draft revision it carries, so the sync engine can tell which local edits the server has.
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { DraftKeySchema, GraphqlRequestSchema } from '../../common/ipc/schemas';
import { removeStrayTempFiles, writeFileAtomic } from './atomicFile';
import { diskTrouble } from './diskTrouble';

const OutboxErrorSchema = z.object({ code: z.string(), message: z.string() }).strict();

const OutboxEntrySchema = z
  .object({
    seq: z.number().int().nonnegative(),
    key: DraftKeySchema,
    /** The draft revision this save contains (0 when it was enqueued with no local draft). */
    draftRevision: z.number().int().nonnegative(),
    operation: GraphqlRequestSchema,
    /**
     * Sent as the save's Idempotency-Key: if the answer is lost and the save is sent again, the
     * server recognises it (server/src/services/content/saveReceipts.ts). Absent from entries
     * written by an older version of the app, which are sent without one.
     */
    saveId: z.string().uuid().optional(),
    enqueuedAt: z.string(),
    attempts: z.number().int().nonnegative(),
    /** 'failed' entries are kept for the user (LOCKED, invalid, …) and never replayed. */
    state: z.enum(['queued', 'failed']),
    error: OutboxErrorSchema.nullable(),
  })
  .strict();

export type OutboxEntry = z.infer<typeof OutboxEntrySchema>;
export type OutboxError = z.infer<typeof OutboxErrorSchema>;
export type OutboxOperation = OutboxEntry['operation'];

const fileNameForSeq = (seq: number): string => `${String(seq).padStart(12, '0')}.json`;

export class Outbox {
  private readonly entries = new Map<number, OutboxEntry>();
  /** In memory only: after a restart an entry that was in flight is simply replayed. */
  private readonly sending = new Set<number>();
  private nextSeq = 1;
  private writing: Promise<void> = Promise.resolve();

  private constructor(readonly folder: string) {}

  static async open(folder: string, log: (message: string) => void = () => {}): Promise<Outbox> {
    const outbox = new Outbox(folder);
    await removeStrayTempFiles(folder);
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names.filter((n) => /^\d{12}\.json$/.test(n))) {
      try {
        const entry = OutboxEntrySchema.parse(
          JSON.parse(await readFile(join(folder, name), 'utf8')),
        );
        outbox.entries.set(entry.seq, entry);
        outbox.nextSeq = Math.max(outbox.nextSeq, entry.seq + 1);
      } catch {
        log(`Envoi en attente illisible ignoré : ${name}`);
      }
    }
    return outbox;
  }

  /** Every entry, oldest first. */
  all(): OutboxEntry[] {
    return [...this.entries.values()].sort((a, b) => a.seq - b.seq);
  }

  forKey(key: string): OutboxEntry[] {
    return this.all().filter((entry) => entry.key === key);
  }

  isSending(seq: number): boolean {
    return this.sending.has(seq);
  }

  /** The oldest save still to send, unless it is already on its way. */
  head(): OutboxEntry | null {
    const first = this.all().find((entry) => entry.state === 'queued');
    return first && !this.sending.has(first.seq) ? first : null;
  }

  /**
   * Queues a save. Each save carries the whole editor state, so a newer one for the same draft
   * replaces one that has not left yet (keeping its place in line), and clears reported failures:
   * the user has chosen to save again.
   */
  async enqueue(
    key: string,
    draftRevision: number,
    operation: OutboxOperation,
    now = new Date(),
  ): Promise<OutboxEntry> {
    const forKey = this.forKey(key);
    for (const failed of forKey.filter((entry) => entry.state === 'failed'))
      await this.remove(failed.seq);
    const waiting = forKey.find(
      (entry) => entry.state === 'queued' && !this.sending.has(entry.seq),
    );
    const entry: OutboxEntry = {
      seq: waiting?.seq ?? this.nextSeq++,
      key,
      draftRevision,
      operation,
      // New content, new key: a replaced save's key must never stand for different words.
      saveId: randomUUID(),
      enqueuedAt: waiting?.enqueuedAt ?? now.toISOString(),
      attempts: 0,
      state: 'queued',
      error: null,
    };
    await this.save(entry);
    return entry;
  }

  markSending(seq: number, sending: boolean): void {
    if (sending) this.sending.add(seq);
    else this.sending.delete(seq);
  }

  async update(
    seq: number,
    patch: Partial<Pick<OutboxEntry, 'operation' | 'attempts' | 'state' | 'error'>>,
  ): Promise<OutboxEntry | null> {
    const entry = this.entries.get(seq);
    if (!entry) return null;
    const next = { ...entry, ...patch };
    await this.save(next);
    return next;
  }

  async remove(seq: number): Promise<void> {
    const previous = this.entries.get(seq);
    this.entries.delete(seq);
    this.sending.delete(seq);
    try {
      await this.persist(seq);
    } catch (error) {
      // Still on disk, so still in line: memory says what a restart would find.
      if (previous && !this.entries.has(seq)) this.entries.set(seq, previous);
      throw diskTrouble(error);
    }
  }

  /** Drops every save of a draft that has not left yet (the user discarded the draft). */
  async removeKey(key: string): Promise<number> {
    const dropped = this.forKey(key).filter((entry) => !this.sending.has(entry.seq));
    for (const entry of dropped) await this.remove(entry.seq);
    return dropped.length;
  }

  /** Memory follows the disk: a save the disk refused is not kept queued in memory alone. */
  private async save(entry: OutboxEntry): Promise<void> {
    const previous = this.entries.get(entry.seq);
    this.entries.set(entry.seq, entry);
    try {
      await this.persist(entry.seq);
    } catch (error) {
      if (this.entries.get(entry.seq) === entry) {
        if (previous) this.entries.set(entry.seq, previous);
        else this.entries.delete(entry.seq);
      }
      throw diskTrouble(error);
    }
  }

  /**
   * Writes go one at a time, each writing the entry's state at the moment it runs: two quick
   * changes to one entry can never reach the disk in the wrong order.
   */
  private persist(seq: number): Promise<void> {
    const run = async () => {
      const entry = this.entries.get(seq);
      const file = join(this.folder, fileNameForSeq(seq));
      if (entry) await writeFileAtomic(file, JSON.stringify(entry));
      else await rm(file, { force: true });
    };
    const next = this.writing.catch(() => {}).then(run);
    this.writing = next;
    return next;
  }
}
