// The host side of the spelling worker: starts the thread, sends requests, matches replies.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CorrectionSegment } from '../../common/correction/types';
import type { FoundMisspelling } from './speller';
import type { SpellReply, SpellRequest, SuggestedMisspelling } from './workerProtocol';

/** Name of the bundled worker entry (electron.vite.config.ts rollup input). */
export const BUNDLED_WORKER = 'correction-worker.js';

export interface WorkerEntry {
  /** A file to run, or (eval) the code of a CommonJS bootstrap. */
  code: string;
  eval: boolean;
}

/**
 * Where the worker's code is. Bundled (electron-vite, CommonJS), this module is inlined into
 * out/main/<entry>.js (or a chunk of out/main/chunks/) and the worker sits in out/main. From sources (tsx, vitest) this file is
 * engines/correction/spellClient.ts: a worker cannot take tsx's ESM loader (`--import` is not
 * applied to worker threads on Node 20), so a CommonJS bootstrap registers tsx's require hook and
 * then requires the TypeScript worker.
 */
export function workerEntry(
  moduleFile: string = __filename,
  folder: string = __dirname,
): WorkerEntry {
  if (moduleFile.endsWith('.ts')) {
    const tsx = require.resolve('tsx/cjs');
    const worker = join(folder, 'spellWorker.ts');
    return {
      code: `require(${JSON.stringify(tsx)}); require(${JSON.stringify(worker)});`,
      eval: true,
    };
  }
  // Code shared by several entries may land in out/main/chunks/: the worker is then one folder up.
  const candidates = [join(folder, BUNDLED_WORKER), join(folder, '..', BUNDLED_WORKER)];
  const bundled = candidates.find((file) => existsSync(file));
  if (!bundled) throw new Error(`Spelling worker not found: ${candidates.join(', ')}`);
  return { code: bundled, eval: false };
}

type Pending = { resolve: (reply: SpellReply) => void; reject: (error: Error) => void };
type Request = SpellRequest extends infer R
  ? R extends SpellRequest
    ? Omit<R, 'id'>
    : never
  : never;

export class SpellClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | null = null;

  constructor(entry: WorkerEntry = workerEntry()) {
    this.worker = new Worker(entry.code, { eval: entry.eval });
    this.worker.on('message', (reply: SpellReply) => this.settle(reply));
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', (code) => this.failAll(new Error(`Spelling worker stopped (${code})`)));
  }

  async spell(segments: readonly CorrectionSegment[]): Promise<FoundMisspelling[]> {
    const reply = await this.send({ kind: 'spell', segments: [...segments] });
    return reply.kind === 'spell' ? reply.misspellings : [];
  }

  async check(
    segments: readonly CorrectionSegment[],
    budgetMs: number,
  ): Promise<SuggestedMisspelling[]> {
    const reply = await this.send({ kind: 'check', segments: [...segments], budgetMs });
    return reply.kind === 'check' ? reply.misspellings : [];
  }

  async suggest(word: string): Promise<string[]> {
    const reply = await this.send({ kind: 'suggest', word });
    return reply.kind === 'suggest' ? reply.suggestions : [];
  }

  /** True once the worker exited or failed: requests are refused from then on. */
  get stopped(): boolean {
    return this.failure !== null;
  }

  async close(): Promise<void> {
    this.failure ??= new Error('Spelling worker closed');
    await this.worker.terminate();
  }

  private send(request: Request): Promise<SpellReply> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<SpellReply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    }).then((reply) => {
      if (reply.kind === 'error') throw new Error(reply.message);
      return reply;
    });
  }

  private settle(reply: SpellReply): void {
    const waiting = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    waiting?.resolve(reply);
  }

  private failAll(error: Error): void {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
