// A local stand-in for a video host speaking Dailymotion's upload protocol (spec 000 §4 "Video
// upload"), plus the two GraphQL operations main asks the API for it: `dailymotionUploadURL` gives
// a fresh { uploadUrl, progressUrl }; the file comes as a multipart POST (field `file`) answered
// { url }; the progress URL answers { state, received, size }; `importDailymotionVideo` records the
// attachment or refuses it. The multipart body is parsed as it streams: the file's bytes are hashed
// (never held), so a test compares checksums of gigabytes. It can also misbehave as networks do:
// be killed mid-body, fall silent (stop reading and answering without closing anything), come back.
import { createHash, randomUUID, type Hash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { postJson } from '../../../main/api/httpTransport';
import type { GraphqlRequest, GraphqlResult } from '../../../common/ipc/channels';

export interface StandInUpload {
  token: string;
  size: number;
  received: number;
  state: 'waiting' | 'uploading' | 'done' | 'broken';
  fileName: string | null;
  fileType: string | null;
  /** sha256 of the `file` part's bytes, once the body ended as a well-formed multipart. */
  sha256: string | null;
  fileBytes: number;
  chunked: boolean;
  /** The client went away before the end of its body. */
  aborted: boolean;
}

export interface StandInImport {
  articleId: string;
  uploadedUrl: string;
}

export class VideoHostStandIn {
  readonly uploads = new Map<string, StandInUpload>();
  readonly imports: StandInImport[] = [];
  /** dailymotionUploadURL answers given. */
  urlsIssued = 0;
  /** A French refusal for importDailymotionVideo (BAD_USER_INPUT), or null to accept. */
  refuseImport: string | null = null;
  /** An HTTP refusal of the POST: status and JSON body. */
  refuseUpload: { status: number; body: unknown } | null = null;
  /** Kills the host once this many bytes of a body arrived. */
  killAfterBytes: number | null = null;
  /** Falls silent once this many bytes of a body arrived. */
  silentAfterBytes: number | null = null;
  /** Reads at most this many bytes of the body, then holds (released with `allow`). */
  private budget: number | null = null;
  private silent = false;
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private readonly paused = new Set<IncomingMessage>();
  private readonly held = new Set<ServerResponse>();
  constructor(private port = 0) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => this.handle(req, res));
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
    this.silent = false;
  }

  /** The host's process dies: every connection is reset; the port stays for `start` again. */
  kill(): void {
    this.server?.close();
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    this.paused.clear();
    this.held.clear();
  }

  /** A silent network: nothing more is read, nothing answered, nothing closed. */
  fallSilent(): void {
    this.silent = true;
  }

  /** New connections are served again (the silent ones stay dead: the client must reconnect). */
  speak(): void {
    this.silent = false;
  }

  /** Reads at most `bytes` more of each body under way, then holds again; null reads freely. */
  allow(bytes: number | null): void {
    this.budget = bytes;
    for (const req of this.paused) req.resume();
    this.paused.clear();
  }

  async stop(): Promise<void> {
    this.kill();
  }

  /** main's GraphQL call against this stand-in, a lost connection answered as the bridge does. */
  readonly graphql = async (request: GraphqlRequest): Promise<GraphqlResult> => {
    try {
      const reply = await postJson(new URL('/graphql', this.base), {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
        timeoutMs: 5000,
        freshConnection: true,
      });
      return JSON.parse(reply.body) as GraphqlResult;
    } catch {
      return {
        data: null,
        errors: [{ message: 'Serveur injoignable', extensions: { code: 'NETWORK_ERROR' } }],
      };
    }
  };

  private handle(req: IncomingMessage, res: ServerResponse): void {
    if (this.silent) {
      this.held.add(res);
      req.pause();
      return;
    }
    const url = new URL(req.url ?? '/', this.base);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && url.pathname === '/graphql')
      return this.graphqlEndpoint(req, json);
    const upload = this.uploads.get(url.pathname.split('/')[2] ?? '');
    if (!upload) return json(404, { error: { message: 'Introuvable' } });
    if (req.method === 'GET' && url.pathname.startsWith('/progress/')) {
      return json(200, {
        state: upload.state === 'broken' || upload.state === 'waiting' ? 'starting' : upload.state,
        received: upload.received,
        size: upload.size,
      });
    }
    if (req.method === 'POST' && url.pathname.startsWith('/upload/'))
      return this.receive(req, upload, json);
    json(404, { error: { message: 'Introuvable' } });
  }

  private graphqlEndpoint(req: IncomingMessage, json: (status: number, body: unknown) => void) {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as GraphqlRequest;
      if (body.operationName === 'dailymotionUploadURL') {
        const token = randomUUID();
        this.urlsIssued += 1;
        this.uploads.set(token, {
          token,
          size: 0,
          received: 0,
          state: 'waiting',
          fileName: null,
          fileType: null,
          sha256: null,
          fileBytes: 0,
          chunked: false,
          aborted: false,
        });
        return json(200, {
          data: {
            dailymotionUploadURL: {
              uploadUrl: `${this.base}/upload/${token}`,
              progressUrl: `${this.base}/progress/${token}`,
            },
          },
        });
      }
      if (body.operationName === 'importDailymotionVideo') {
        const variables = body.variables as {
          where: { id: string };
          video: { uploadedUrl: string };
        };
        if (this.refuseImport)
          return json(200, {
            data: null,
            errors: [{ message: this.refuseImport, extensions: { code: 'BAD_USER_INPUT' } }],
          });
        this.imports.push({
          articleId: variables.where.id,
          uploadedUrl: variables.video.uploadedUrl,
        });
        return json(200, { data: { importDailymotionVideo: { id: variables.where.id } } });
      }
      json(200, { data: null, errors: [{ message: 'Opération inconnue' }] });
    });
  }

  private receive(
    req: IncomingMessage,
    upload: StandInUpload,
    json: (status: number, body: unknown) => void,
  ): void {
    if (this.refuseUpload) {
      // As a careful host does: the body is read to its end, then refused (answering first and
      // closing makes the client's next write a reset, which may swallow the answer).
      const { status, body } = this.refuseUpload;
      req.resume();
      req.on('end', () => json(status, body));
      return;
    }
    const boundary = /boundary=(.+)$/.exec(req.headers['content-type'] ?? '')?.[1];
    upload.size = Number(req.headers['content-length'] ?? 0);
    upload.chunked = req.headers['transfer-encoding'] !== undefined;
    upload.state = 'uploading';
    const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
    let head: Buffer | null = Buffer.alloc(0);
    let hash: Hash = createHash('sha256');
    let held = Buffer.alloc(0);
    const take = (chunk: Buffer) => {
      let data = chunk;
      if (head !== null) {
        head = Buffer.concat([head, data]);
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        const headers = head.subarray(0, end).toString('utf8');
        upload.fileName = /filename="([^"]*)"/.exec(headers)?.[1] ?? null;
        upload.fileType = /Content-Type: (.+)/i.exec(headers)?.[1]?.trim() ?? null;
        if (!headers.startsWith(`--${boundary}\r\n`) || !/name="file"/.test(headers))
          upload.state = 'broken';
        data = head.subarray(end + 4);
        head = null;
        hash = createHash('sha256');
      }
      // The last bytes may be the closing delimiter: held back until more comes or the body ends.
      const all = Buffer.concat([held, data]);
      const cut = Math.max(0, all.length - closing.length);
      hash.update(all.subarray(0, cut));
      upload.fileBytes += cut;
      held = Buffer.from(all.subarray(cut));
    };
    req.on('data', (chunk: Buffer) => {
      upload.received += chunk.length;
      take(chunk);
      if (this.killAfterBytes !== null && upload.received >= this.killAfterBytes) {
        this.killAfterBytes = null;
        this.kill();
        return;
      }
      if (this.silentAfterBytes !== null && upload.received >= this.silentAfterBytes) {
        this.silentAfterBytes = null;
        this.fallSilent();
        req.pause();
        return;
      }
      if (this.budget !== null) {
        this.budget -= chunk.length;
        if (this.budget <= 0) {
          req.pause();
          this.paused.add(req);
        }
      }
    });
    req.on('aborted', () => {
      upload.aborted = true;
    });
    req.on('close', () => {
      if (!req.complete) upload.aborted = true;
    });
    req.on('end', () => {
      if (upload.state === 'broken' || !held.equals(closing)) {
        upload.state = 'broken';
        return json(400, { error: { message: 'Corps multipart invalide' } });
      }
      upload.sha256 = hash.digest('hex');
      upload.state = 'done';
      json(200, { url: `${this.base}/files/${upload.token}`, id: upload.token });
    });
  }
}
