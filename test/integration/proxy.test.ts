// VS Code's proxy setting (http.proxy) applies to the extension's requests: law firms sit behind proxies.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { startForwardProxy, type ForwardProxy } from '../harness/forwardProxy';
import { configureService, hoverAt, ledger, openDocument, resetAll, serviceUrl } from './helpers';

describe('proxy', function () {
  this.timeout(60_000);
  let proxy: ForwardProxy;

  before(async () => {
    proxy = await startForwardProxy(serviceUrl());
  });

  after(async () => {
    await vscode.workspace.getConfiguration('http').update('proxy', undefined, vscode.ConfigurationTarget.Global);
    await configureService();
    proxy.close();
  });

  it('sends the service requests through http.proxy', async () => {
    await resetAll();
    await vscode.workspace.getConfiguration('http').update('proxy', proxy.url, vscode.ConfigurationTarget.Global);
    // Nothing listens on 127.0.0.2: the request can only succeed through the proxy.
    const direct = new URL(serviceUrl());
    await configureService(`http://127.0.0.2:${direct.port}`);
    const { document } = await openDocument('proxy.md', 'See 35 U.S.C. § 101.\n');
    const text = await hoverAt(document, '35 U.S.C. § 101', 3);
    assert.match(text, /Inventions patentable/, text);
    assert.ok(proxy.seen.some((line) => line.includes('/api/v1/us/statutes/resolve') || line.startsWith('CONNECT 127.0.0.2:')), `the proxy saw: ${proxy.seen.join(', ') || 'nothing'}`);
    assert.equal((await ledger()).calls.resolve, 1);
  });
});
