// A TCP proxy that can go silent, as a network does on a train (issue 30): packets dropped, not
// refused. Silenced, it keeps every connection open and accepts new ones, but forwards nothing and
// answers nothing: whatever arrives either way is dropped. Stopping the API instead refuses the
// connection at once, which is not what a journalist on a train sees. Used by the offline e2e
// tests and the `offline` bench part, between the browser host and the API server.
import net from 'node:net';

export interface BlackHoleProxy {
  /** The proxy's address, to give the app as its API (http://127.0.0.1:<port>). */
  url: string;
  /** From now on nothing goes through either way; connections stay open. */
  silence(): void;
  /** Traffic flows again, on new connections and on those that are still open. */
  restore(): void;
  readonly silent: boolean;
  close(): Promise<void>;
}

export async function startBlackHoleProxy(target: string): Promise<BlackHoleProxy> {
  const { hostname, port } = new URL(target);
  let silent = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    // Each chunk is passed on only while the network works; while silent it is lost, as a dropped
    // packet (the sender is told nothing, and its connection waits).
    client.on('data', (chunk) => {
      if (!silent) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!silent) client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    // A side that closes or fails closes the other, unless silent: then nothing tells the other.
    for (const socket of [client, upstream]) {
      socket.on('error', () => (silent ? sockets.delete(socket) : end()));
      socket.on('close', () => (silent ? sockets.delete(socket) : end()));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    silence: () => void (silent = true),
    restore: () => void (silent = false),
    get silent() {
      return silent;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
