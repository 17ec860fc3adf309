// A timing relay between the AI gateway and the OpenAI stand-in (bench only): forwards every request
// untouched and notes, per request, when the provider began answering, when its first streamed token
// passed, when the streamed content first held a complete title, and when its answer ended. Its own
// forwarding cost (well under a millisecond on loopback) counts against the gateway: conservative.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { completeTitles } from '../../../server/src/ai/suggestions';

export interface ProviderTimes {
  /** The request reached the relay. */
  sent: number;
  /** The first content token left the provider (streams only). */
  firstToken: number | null;
  /** The streamed content first held a complete title. */
  firstTitle: number | null;
  /** The provider's answer ended. */
  ended: number | null;
}

export interface ProviderTimer {
  /** The API root to give the gateway (…/v1). */
  url: string;
  calls: ProviderTimes[];
  close(): Promise<void>;
}

/** The content of one `data:` line of a chat.completion.chunk stream, or ''. */
function deltaContent(line: string): string {
  if (!line.startsWith('data: {')) return '';
  const parsed = JSON.parse(line.slice(6)) as { choices?: { delta?: { content?: string } }[] };
  return parsed.choices?.[0]?.delta?.content ?? '';
}

export async function startProviderTimer(upstreamRoot: string): Promise<ProviderTimer> {
  const upstream = new URL(upstreamRoot);
  const calls: ProviderTimes[] = [];
  const server: Server = createServer((req, res) => {
    const times: ProviderTimes = {
      sent: performance.now(),
      firstToken: null,
      firstTitle: null,
      ended: null,
    };
    calls.push(times);
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        let pending = '';
        let content = '';
        answer.on('data', (chunk: Buffer) => {
          pending += chunk.toString('utf8');
          const lines = pending.split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines) {
            const piece = deltaContent(line);
            if (!piece) continue;
            times.firstToken ??= performance.now();
            content += piece;
            if (times.firstTitle === null && completeTitles(content).length > 0)
              times.firstTitle = performance.now();
          }
          res.write(chunk);
        });
        answer.on('end', () => {
          times.ended = performance.now();
          res.end();
        });
      },
    );
    req.pipe(forward);
    res.on('close', () => forward.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${upstream.pathname}`,
    calls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
