// Files the renderer handed over, known to main by an opaque id. Under Electron the entry points to
// the user's own file (path from webUtils.getPathForFile); under the browser host to a temporary
// copy streamed over loopback HTTP. The upload pipeline (later issue) reads by id.
import { randomUUID } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import type { UploadHandle } from '../../common/ipc/channels';

export interface RegisteredUpload extends UploadHandle {
  path: string;
  /** True for the browser host's temporary copies, deleted when released. */
  temporary: boolean;
}

export class UploadRegistry {
  private readonly entries = new Map<string, RegisteredUpload>();

  async register(file: {
    path: string;
    name: string;
    type: string;
    temporary: boolean;
  }): Promise<UploadHandle> {
    const info = await stat(file.path);
    if (!info.isFile()) throw new Error('Not a regular file');
    const entry: RegisteredUpload = {
      id: randomUUID(),
      name: file.name,
      type: file.type,
      size: info.size,
      path: file.path,
      temporary: file.temporary,
    };
    this.entries.set(entry.id, entry);
    return { id: entry.id, name: entry.name, size: entry.size, type: entry.type };
  }

  get(id: string): RegisteredUpload | undefined {
    return this.entries.get(id);
  }

  /** Hands an upload over to its new owner (the upload queue), who deletes a temporary copy. */
  take(id: string): RegisteredUpload | undefined {
    const entry = this.entries.get(id);
    this.entries.delete(id);
    return entry;
  }

  /** Forgets an upload; a temporary copy is deleted from the disk. */
  async release(id: string): Promise<RegisteredUpload | undefined> {
    const entry = this.entries.get(id);
    this.entries.delete(id);
    if (entry?.temporary) await rm(entry.path, { force: true });
    return entry;
  }

  /** Forgets every upload and deletes every temporary copy (the host is closing). */
  async releaseAll(): Promise<void> {
    await Promise.all([...this.entries.keys()].map((id) => this.release(id)));
  }
}
