// A local S3-compatible server (s3rver) for the S3 store's half of the suite.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../../server/src/media/MediaStore';

export async function startS3(): Promise<{ config: S3Config; close(): Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'media', configs: [] }],
  });
  const address = (await server.run()) as { port: number };
  return {
    config: {
      endpoint: `http://127.0.0.1:${address.port}`,
      bucket: 'media',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      region: 'us-east-1',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
