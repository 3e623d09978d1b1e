// A forward proxy on 127.0.0.1 for the proxy tests of the command line and the extension. Whatever host a
// request names, it goes to `service`: the tests name a host nothing listens on, so only a request that
// went through the proxy can succeed.
import * as http from 'node:http';
import * as net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ForwardProxy {
  /** `http://127.0.0.1:PORT`. */
  url: string;
  /** Each request as the proxy saw it: `GET http://host:port/path` (absolute form) or `CONNECT host:port` (a tunnel). */
  seen: string[];
  close(): void;
}

export async function startForwardProxy(service: string): Promise<ForwardProxy> {
  const target = new URL(service);
  const seen: string[] = [];
  const proxy = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const url = new URL(req.url ?? '/');
    const upstream = http.request({ host: target.hostname, port: target.port, path: url.pathname + url.search, method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  // undici's proxy agent tunnels every target, plain http included.
  proxy.on('connect', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    seen.push(`CONNECT ${req.url}`);
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    seen,
    close: () => {
      proxy.close();
      proxy.closeAllConnections();
    },
  };
}
