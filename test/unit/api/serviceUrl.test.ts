import * as assert from 'node:assert/strict';
import { ServiceUrlError } from '../../../src/core/api/errors';
import { isLoopbackHost, parseServiceUrl } from '../../../src/core/api/serviceUrl';

describe('service URL policy', () => {
  it('accepts https anywhere and http on loopback only', () => {
    assert.equal(parseServiceUrl('https://statutes.example.com/api').toString(), 'https://statutes.example.com/api/');
    assert.equal(parseServiceUrl('http://127.0.0.1:8787').toString(), 'http://127.0.0.1:8787/');
    assert.equal(parseServiceUrl('http://localhost:8787/').host, 'localhost:8787');
    assert.equal(parseServiceUrl('http://[::1]:8787/').hostname, '[::1]');
  });

  it('refuses plain http to other hosts, other schemes, credentials and garbage', () => {
    for (const bad of ['http://statutes.example.com', 'http://10.0.0.5', 'ftp://x', 'https://user:pw@example.com', 'not a url', '']) {
      assert.throws(() => parseServiceUrl(bad), ServiceUrlError, bad);
    }
  });

  it('knows loopback names', () => {
    assert.ok(isLoopbackHost('127.0.0.1'));
    assert.ok(isLoopbackHost('127.10.20.30'));
    assert.ok(!isLoopbackHost('127.0.0.1.example.com'));
    assert.ok(!isLoopbackHost('localhost.example.com'));
  });

  it('item 9: plain http only to localhost, 127.0.0.0/8 and [::1], never to *.localhost', () => {
    for (const bad of ['http://evil.localhost:8787', 'http://a.b.localhost', 'http://LOCALHOST.evil.com', 'http://127.0.0.1.nip.io', 'http://0x7f.0.0.1.example']) {
      assert.throws(() => parseServiceUrl(bad), ServiceUrlError, bad);
    }
    assert.ok(!isLoopbackHost('evil.localhost'));
    assert.ok(!isLoopbackHost('localhost.'));
    assert.ok(!isLoopbackHost('127.0.0.256'));
    assert.equal(parseServiceUrl('http://127.255.255.254:1/').hostname, '127.255.255.254');
    assert.equal(parseServiceUrl('http://LOCALHOST:8787').hostname, 'localhost');
  });
});
