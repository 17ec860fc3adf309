// Issue 30 "A file name with NUL": every text that reaches SQL from a file name, a form field, a
// URL or a header, fuzzed on every upload/import endpoint and on the API's headers. The server may
// refuse (4xx, in French) or store a cleaned name; it never answers 500. Raw bytes go through a
// hand-built multipart body and a raw socket, which no HTTP client would let through.
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../../server/src/services/content/sqlRows';
import { TrustedProxies } from '../../../server/src/auth/clientAddress';
import { FolderMediaStore } from '../../../server/src/media/MediaStore';
import { MediaService } from '../../../server/src/media/MediaService';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { jpeg } from './fixtures';

interface Answer {
  status: number;
  body: {
    image?: { originalName: string; credit: string | null };
    errors?: { message: string; extensions: { code: string } }[];
  };
}

/** Names as a hostile or broken client would send them, as raw bytes of the part's header. */
const HOSTILE_NAMES: Buffer[] = [
  Buffer.from('a\0b.jpg', 'latin1'),
  Buffer.from('\x01\x1b[31mrouge\x7f.jpg', 'latin1'),
  Buffer.from('photo\u202egpj.exe', 'utf8'),
  Buffer.from([0x70, 0xe9, 0x2e, 0x6a, 0x70, 0x67]), // "pé.jpg" in Latin-1: not UTF-8
  Buffer.from([0xed, 0xa0, 0x80, 0x2e, 0x6a, 0x70, 0x67]), // an encoded lone surrogate
  Buffer.from('%00%E9%E0%A4%A.jpg'),
  Buffer.from("'; drop table photos; --.jpg"),
  Buffer.from(''),
  Buffer.from('   '),
  Buffer.from('\0'),
  Buffer.from('é'.repeat(400)),
];

/** Last path segments of an imported image's address. */
const HOSTILE_SEGMENTS = [
  'photo%E9.jpg',
  '%E0%A4%A',
  '%00.jpg',
  'a%0D%0Ab.jpg',
  '%ZZ.jpg',
  '%ED%A0%80.jpg',
  '%E2%80%AEgpj.exe',
  '%20',
  'x'.repeat(3000),
];

/** Header values: Latin-1 bytes, invalid UTF-8, controls, very long. */
const HOSTILE_HEADER_VALUES: Buffer[] = [
  Buffer.from([0xff, 0xfe, 0xe9, 0x80]),
  Buffer.from([0xc3, 0x28, 0xa0, 0xa1]),
  Buffer.from('Bearer \x01\x02'),
  Buffer.from('a\0b'),
  Buffer.from('x'.repeat(6000)),
  Buffer.from('Bearer ' + '\u00e9'.repeat(300), 'latin1'),
  Buffer.from('bytes 0-9/-1'),
  Buffer.from('999999999999999999999999'),
  Buffer.from('1.2.3.4, ::1, 300.0.0.1, <script>, \u00e9', 'latin1'),
];

const HEADER_NAMES = [
  'authorization',
  'idempotency-key',
  'content-type',
  'content-range',
  'content-length',
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'apollographql-client-name',
  'apollographql-client-version',
  'user-agent',
];

// eslint-disable-next-line no-control-regex -- what must not be left in a stored name
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

function multipart(
  fields: Record<string, Buffer>,
  file: { name: Buffer; bytes: Buffer },
): { body: Buffer; type: string } {
  const boundary = '----fuzz' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      value,
      Buffer.from('\r\n'),
    );
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="`),
    file.name,
    Buffer.from('"\r\nContent-Type: image/jpeg\r\n\r\n'),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** One request on a raw socket (bytes as given); resolves with the status code. */
function rawRequest(port: number, head: Buffer, body: Buffer = Buffer.alloc(0)): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (match) {
        resolve(Number(match[1]));
        socket.destroy();
      }
    });
    socket.on('error', reject);
    socket.on('close', () => {
      if (!/^HTTP\/1\.1 \d{3}/.test(received)) reject(new Error(`no answer: ${received}`));
    });
    socket.write(Buffer.concat([head, body]));
  });
}

forEachBackend('hostile names, addresses and headers', (backend) => {
  let server: TestServer;
  let folder: string;
  let imageHost: Server;
  let port: number;
  let photo: Buffer;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'hostile-input-'));
    photo = await jpeg(64, 48);
    // public.test: any path answers the photo, so the last segment is whatever the test sends.
    imageHost = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': photo.length });
      res.end(photo);
    });
    await new Promise<void>((r) => imageHost.listen(0, '127.0.0.1', r));
    const hostPort = (imageHost.address() as AddressInfo).port;
    server = await startTestServer({
      backend,
      // The tests connect from 127.0.0.1, here a trusted proxy: X-Forwarded-For is read too.
      trustedProxies: TrustedProxies.parse('127.0.0.1'),
      media: (db) =>
        new MediaService({
          db,
          store: new FolderMediaStore(join(folder, 'store')),
          stagingDir: join(folder, 'staging'),
          fetchOptions: {
            resolve: async (host) => (host === 'public.test' ? ['127.0.0.1'] : []),
            isForbidden: () => false,
          },
        }),
    });
    port = Number(new URL(server.url).port);
    process.env.HOSTILE_IMAGE_PORT = String(hostPort);
  });
  afterAll(async () => {
    await server.close();
    await new Promise((r) => imageHost.close(r));
    await rm(folder, { recursive: true, force: true });
  });

  const importUrl = async (fields: Record<string, string>): Promise<Answer> => {
    const res = await fetch(`${server.url}/import/url`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { authorization: `Bearer ${server.admin.token}` },
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };

  it('POST /api/images: a NUL, controls, Latin-1, a lone surrogate or an empty name in the file name, never a 500', async () => {
    for (const name of HOSTILE_NAMES) {
      for (const credit of [Buffer.from('AFP'), Buffer.from('A\0F\x1bP')]) {
        const form = multipart({ namespace: Buffer.from('TEL'), credit }, { name, bytes: photo });
        const res = await fetch(`${server.url}/api/images`, {
          method: 'POST',
          body: new Uint8Array(form.body),
          headers: { authorization: `Bearer ${server.admin.token}`, 'content-type': form.type },
        });
        const answer = { name: name.toString('latin1'), status: res.status };
        const body = (await res.json()) as Answer['body'];
        expect(answer).toEqual({ name: name.toString('latin1'), status: 201 });
        expect(body.image!.originalName).not.toMatch(CONTROL);
        expect(body.image!.originalName.length).toBeGreaterThan(0);
        expect(Array.from(body.image!.originalName).length).toBeLessThanOrEqual(255);
      }
    }
  });

  it('POST /api/images: a NUL in the namespace or no file is a 400 in French', async () => {
    const form = multipart(
      { namespace: Buffer.from('T\0EL') },
      { name: Buffer.from('a.jpg'), bytes: photo },
    );
    const res = await fetch(`${server.url}/api/images`, {
      method: 'POST',
      body: new Uint8Array(form.body),
      headers: { authorization: `Bearer ${server.admin.token}`, 'content-type': form.type },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Answer['body']).errors?.[0]?.message).toBe(
      'Espace de noms (marque) inconnu.',
    );
  });

  it('/import/url: a last segment that is not UTF-8 (photo%E9.jpg, %E0%A4%A), NUL, controls, keeps a readable name, never a 500', async () => {
    const base = `http://public.test:${process.env.HOSTILE_IMAGE_PORT}`;
    const stored: Record<string, string> = {};
    for (const segment of HOSTILE_SEGMENTS) {
      const answer = await importUrl({ namespace: 'TEL', url: `${base}/${segment}`, credit: '\0' });
      expect({ segment: segment.slice(0, 40), status: answer.status }).toEqual({
        segment: segment.slice(0, 40),
        status: 201,
      });
      expect(answer.body.image!.originalName).not.toMatch(CONTROL);
      stored[segment] = answer.body.image!.originalName;
    }
    expect(stored['photo%E9.jpg']).toBe('photo%E9.jpg');
    expect(stored['%E0%A4%A']).toBe('%E0%A4%A');
    expect(stored['%00.jpg']).toBe('.jpg');
    expect(stored['%E2%80%AEgpj.exe']).toBe('gpj.exe');
    expect(stored['%20']).toBe('image');
  });

  it('/import/url: hostile addresses, namespaces and credits are refused (4xx) or stored clean, never a 500', async () => {
    const base = `http://public.test:${process.env.HOSTILE_IMAGE_PORT}`;
    const cases: Record<string, string>[] = [
      { namespace: 'TEL', url: `${base}/a\0b.jpg` },
      { namespace: 'TEL', url: 'http://public.test\0.evil/x.jpg' },
      { namespace: 'TEL', url: 'http://[::1' },
      { namespace: 'TEL', url: 'javascript:alert(1)' },
      { namespace: 'TEL', url: '\u0001http://public.test/x.jpg' },
      { namespace: 'TEL', url: `${base}/x.jpg?\0=\0#\0` },
      { namespace: 'T\0EL', url: `${base}/x.jpg` },
      { namespace: 'TEL', url: `${base}/x.jpg`, credit: 'A\0F\u0007P\ud800' },
    ];
    for (const fields of cases) {
      const answer = await importUrl(fields);
      // 502/504 are the remote's failure said in French (« Impossible de récupérer l'image… »):
      // `\u0001http://public.test/x.jpg` is read as port 80, where nothing answers.
      const code = answer.body.errors?.[0]?.extensions.code;
      expect({ fields, status: answer.status, code }).not.toMatchObject({ status: 500 });
      expect(code).not.toBe('INTERNAL_SERVER_ERROR');
      if (answer.status === 201) expect(answer.body.image!.credit ?? '').not.toMatch(CONTROL);
      else
        expect(answer.body.errors?.[0]?.message).toMatch(
          /^(Impossible|Cette adresse|L'adresse|Espace)/,
        );
    }
  });

  it('getUploadUrl: controls in the original name are removed before the row is written; a NUL is a BAD_USER_INPUT', async () => {
    const query = `query getUploadUrl($namespace: String!, $originalName: String!) {
      getUploadUrl(namespace: $namespace, originalName: $originalName) { uploadURL key id }
    }`;
    const nul = await server.gql(
      query,
      { namespace: 'TEL', originalName: 'a\0b.jpg' },
      server.admin.token,
    );
    expect(nul.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const controls = await server.gql<{ getUploadUrl: { id: string } }>(
      query,
      { namespace: 'TEL', originalName: '\u0001a\u001bb\u202e.jpg\ud800' },
      server.admin.token,
    );
    expect(controls.errors).toBeUndefined();
    const [row] = await queryRows<{ original_name: string }>(
      server.handle.db,
      sql`select original_name from media_uploads where id = ${controls.data!.getUploadUrl.id}`,
    );
    expect(row?.original_name).toBe('ab.jpg');
  });

  it('hostile header values on /graphql, /api/images, /import/url and the signed URL: never a 500', async () => {
    const targets = [
      {
        method: 'POST',
        path: '/graphql?me',
        body: Buffer.from('{"query":"query me { me { id } }"}'),
      },
      {
        // A sign-in: the source the throttle counts comes from X-Forwarded-For here.
        method: 'POST',
        path: '/graphql?login',
        body: Buffer.from(
          JSON.stringify({
            query: 'mutation login { login(email: "a@b.fr", password: "x") { token } }',
          }),
        ),
      },
      { method: 'POST', path: '/api/images', body: Buffer.from('x') },
      { method: 'POST', path: '/import/url', body: Buffer.from('url=x') },
      {
        method: 'PUT',
        path: '/media/upload/00000000-0000-4000-8000-000000000000?expires=1&signature=x',
        body: Buffer.from('x'),
      },
      {
        method: 'HEAD',
        path: '/media/upload/00000000-0000-4000-8000-000000000000?expires=1&signature=x',
        body: Buffer.alloc(0),
      },
    ];
    const failures: string[] = [];
    for (const target of targets)
      for (const name of HEADER_NAMES)
        for (const value of HOSTILE_HEADER_VALUES) {
          const headers: [string, Buffer][] = [
            ['host', Buffer.from('127.0.0.1')],
            ['connection', Buffer.from('close')],
            ['content-type', Buffer.from('application/json')],
            ['authorization', Buffer.from(`Bearer ${server.admin.token}`)],
            ['content-length', Buffer.from(String(target.body.length))],
          ].filter(([n]) => n !== name) as [string, Buffer][];
          headers.push([name, value]);
          const head = Buffer.concat([
            Buffer.from(`${target.method} ${target.path} HTTP/1.1\r\n`),
            ...headers.map(([n, v]) =>
              Buffer.concat([Buffer.from(`${n}: `), v, Buffer.from('\r\n')]),
            ),
            Buffer.from('\r\n'),
          ]);
          const status = await rawRequest(port, head, target.body);
          if (status >= 500)
            failures.push(
              `${target.method} ${target.path} ${name}: ${value.toString('latin1').slice(0, 30)} → ${status}`,
            );
        }
    expect(failures).toEqual([]);
  });
});
