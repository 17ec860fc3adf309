// Main's video uploads as an in-memory bridge (issue 32): files register as handles, start makes a
// job, attach/cancel/retry answer the job as main would, list answers the jobs main keeps, and the
// test pushes 'videoUploads.progress' reports itself. GraphQL goes to `answer` (per operation name).
import { act } from '@testing-library/react';
import { createBridge, type BridgeTransport } from '../../../common/ipc/bridge';
import type { Envelope, GraphqlRequest, VideoUploadJob } from '../../../common/ipc/channels';

export const HANDLE_ID = '3a1f0c2e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
export const JOB_ID = '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

export type GraphqlAnswer = (request: GraphqlRequest) => unknown;

export function fakeVideoMain(
  o: { jobs?: VideoUploadJob[]; graphql?: Record<string, GraphqlAnswer> } = {},
) {
  let jobs = [...(o.jobs ?? [])];
  const calls: Array<[string, unknown]> = [];
  const operations: GraphqlRequest[] = [];
  const listeners = new Set<(payload: unknown) => void>();
  const answers: Record<string, GraphqlAnswer> = { ...o.graphql };
  const ok = (value: unknown): Promise<Envelope<unknown>> => Promise.resolve({ ok: true, value });
  const refused = (message: string): Promise<Envelope<unknown>> =>
    Promise.resolve({ ok: false, error: { code: 'BAD_REQUEST', message } });
  const update = (id: string, change: Partial<VideoUploadJob>) => {
    jobs = jobs.map((job) => (job.id === id ? { ...job, ...change } : job));
    return jobs.find((job) => job.id === id) ?? null;
  };
  const transport: BridgeTransport = {
    invoke(channel, request) {
      calls.push([channel, request]);
      const r = (request ?? {}) as Record<string, string | null>;
      switch (channel) {
        case 'videoUploads.start': {
          const job: VideoUploadJob = {
            id: JOB_ID,
            name: 'reportage.mp4',
            size: 2_000_000_000,
            received: 0,
            url: null,
            host: '127.0.0.1',
            state: 'uploading',
            brandKey: r.brandKey!,
            articleId: r.articleId ?? null,
            error: null,
          };
          jobs.push(job);
          return ok(job);
        }
        case 'videoUploads.attach':
          return ok(update(r.id!, { articleId: r.articleId! }));
        case 'videoUploads.cancel':
          return ok(update(r.id!, { state: 'cancelled' }));
        case 'videoUploads.retry':
          return ok(update(r.id!, { state: 'uploading', error: null }));
        case 'videoUploads.list':
          return ok(jobs);
        case 'graphql.request': {
          const req = request as GraphqlRequest;
          operations.push(req);
          const answer = answers[req.operationName];
          if (!answer) return refused(`unexpected operation ${req.operationName}`);
          try {
            return ok(answer(req));
          } catch (error) {
            return refused(String(error));
          }
        }
        case 'drafts.get':
          return ok(null);
        case 'drafts.put':
          return ok({ key: 'k', revision: 1, updatedAt: new Date().toISOString(), state: 'draft' });
        case 'outbox.enqueue':
          return ok({ key: 'k', state: 'queued' });
        default:
          return refused(`unexpected channel ${channel}`);
      }
    },
    subscribe: (event, listener) => {
      if (event !== 'videoUploads.progress') return () => {};
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    registerFile: () => ok({ id: HANDLE_ID, name: 'reportage.mp4', size: 2_000_000_000 }),
  };
  /** Main reports progress on a job (kept as main's own copy). */
  const report = (change: Partial<VideoUploadJob>) =>
    act(() => {
      const job = update(change.id ?? JOB_ID, change)!;
      listeners.forEach((listener) => listener(job));
    });
  return {
    bridge: createBridge(transport),
    calls,
    operations,
    answers,
    report,
    channels: () => calls.map(([channel]) => channel),
    callsOf: (channel: string) => calls.filter(([c]) => c === channel).map(([, r]) => r),
    setJobs: (next: VideoUploadJob[]) => {
      jobs = [...next];
    },
    reset: () => {
      jobs = [...(o.jobs ?? [])];
      calls.length = 0;
      operations.length = 0;
    },
  };
}
