// VS Code's proxy setting (http.proxy) applies to the extension's requests: law firms sit behind proxies.
import * as assert from 'node:assert/strict';
import * as http from 'node:http';
import * as net from 'node:net';
import type { AddressInfo } from 'node:net';
import * as vscode from 'vscode';
import { configureService, hoverAt, ledger, openDocument, resetAll, serviceUrl } from './helpers';

describe('proxy', function () {
  this.timeout(60_000);
  let proxy: http.Server;
  const seen: string[] = [];

  before(async () => {
    const service = new URL(serviceUrl());
    // A forward proxy: requests arrive in absolute form (GET http://host:port/path); it sends them to the service.
    proxy = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      const target = new URL(req.url ?? '/');
      const upstream = http.request({ host: service.hostname, port: service.port, path: target.pathname + target.search, method: req.method, headers: { ...req.headers, host: service.host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    });
    // Or as a tunnel (CONNECT host:port), which undici's proxy agent uses for every target.
    proxy.on('connect', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
      seen.push(`CONNECT ${req.url}`);
      const upstream = net.connect(Number(service.port), service.hostname, () => {
        socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
      });
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  });

  after(async () => {
    await vscode.workspace.getConfiguration('http').update('proxy', undefined, vscode.ConfigurationTarget.Global);
    await configureService();
    proxy.close();
  });

  it('sends the service requests through http.proxy', async () => {
    await resetAll();
    const port = (proxy.address() as AddressInfo).port;
    await vscode.workspace.getConfiguration('http').update('proxy', `http://127.0.0.1:${port}`, vscode.ConfigurationTarget.Global);
    // Nothing listens on 127.0.0.2: the request can only succeed through the proxy.
    const direct = new URL(serviceUrl());
    await configureService(`http://127.0.0.2:${direct.port}`);
    const { document } = await openDocument('proxy.md', 'See 35 U.S.C. § 101.\n');
    const text = await hoverAt(document, '35 U.S.C. § 101', 3);
    assert.match(text, /Inventions patentable/, text);
    assert.ok(seen.some((line) => line.includes('/api/v1/us/statutes/resolve') || line.startsWith('CONNECT 127.0.0.2:')), `the proxy saw: ${seen.join(', ') || 'nothing'}`);
    assert.equal((await ledger()).calls.resolve, 1);
  });
});
