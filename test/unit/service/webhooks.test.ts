import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import type { Element } from '@xmldom/xmldom';
import { SHARED_DATA_DIR, type RunningService } from '../../service/service';
import { API, HAS_SHARED_DATA, START_TIMEOUT_MS, call, startTestService, tempDir } from './helpers';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  raw: string;
}

/** A loopback webhook receiver; `/fail` answers 500. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(req.url === '/fail' ? 500 : 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function sectionById(doc: ReturnType<DOMParser['parseFromString']>, identifier: string): Element {
  const all = doc.getElementsByTagName('section');
  for (let i = 0; i < all.length; i++) if (all[i]!.getAttribute('identifier') === identifier) return all[i]!;
  throw new Error(`no ${identifier}`);
}

/**
 * A newer Title 1: § 1 amended, § 8 gone, § 9 added — edited with a real XML parser.
 */
function writeNewerTitle1(dir: string): string {
  const source = fs.readFileSync(path.join(SHARED_DATA_DIR, 'usc', 't01', 'usc01@119-36.xml'), 'utf8');
  const doc = new DOMParser().parseFromString(source, 'text/xml');
  const s1 = sectionById(doc, '/us/usc/t1/s1');
  const firstP = s1.getElementsByTagName('p')[0]!;
  firstP.textContent = 'In determining the meaning of any Act of Congress, unless the context plainly indicates otherwise (test amendment zephyrine)—';
  const s8 = sectionById(doc, '/us/usc/t1/s8');
  const s9 = s8.cloneNode(false) as Element;
  s9.setAttribute('identifier', '/us/usc/t1/s9');
  s9.setAttribute('id', 'test-s9');
  const ns = s8.namespaceURI;
  const num = doc.createElementNS(ns, 'num');
  num.setAttribute('value', '9');
  num.textContent = '§ 9.';
  const heading = doc.createElementNS(ns, 'heading');
  heading.textContent = ' Test section quixotically added';
  const content = doc.createElementNS(ns, 'content');
  content.textContent = 'This section exists only in a test edition.';
  s9.appendChild(num);
  s9.appendChild(heading);
  s9.appendChild(content);
  s8.parentNode!.insertBefore(s9, s8);
  s8.parentNode!.removeChild(s8);
  const file = path.join(dir, 'usc01@test.xml');
  fs.writeFileSync(file, new XMLSerializer().serializeToString(doc));
  return file;
}

describe('statute service: watches and webhooks', function () {
  let service: RunningService;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let dir: string;

  before(async function () {
    if (!HAS_SHARED_DATA) this.skip();
    this.timeout(START_TIMEOUT_MS);
    service = await startTestService({ keys: { 'test-key': 1000, 'other-key': 1000 } });
    receiver = await startReceiver();
    dir = tempDir('statute-publish');
  });

  after(async () => {
    await service?.close();
    await receiver?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('watches', () => {
    afterEach(() => service.reset());

    it('creates (201 {data}) and lists watches per key', async () => {
      const created = await call(service, '/api/v1/watches', { body: { corpusType: 'USC', channel: 'webhook', webhookUrl: `${receiver.url}/hook`, webhookSecret: 's3cret' } });
      assert.equal(created.status, 201);
      const watch = created.json.data;
      assert.match(watch.id, /^[0-9a-f-]{36}$/);
      assert.equal(watch.corpusType, 'USC');
      assert.equal(watch.channel, 'webhook');
      assert.equal(watch.isActive, true);
      assert.equal(watch.lastNotifiedAt, null);
      assert.equal(watch.webhookSecret, undefined);
      await call(service, '/api/v1/watches', { body: { corpusType: 'state', state: 'DC', channel: 'email', emailAddress: 'clerk@example.org' } });
      const listed = await call(service, '/api/v1/watches');
      assert.equal(listed.status, 200);
      assert.equal(listed.json.data.watches.length, 2);
      const dcOnly = await call(service, '/api/v1/watches?corpusType=STATE&state=dc');
      assert.deepEqual(
        dcOnly.json.data.watches.map((w: { state: string }) => w.state),
        ['dc'],
      );
      const otherKey = await call(service, '/api/v1/watches', { key: 'other-key' });
      assert.deepEqual(otherKey.json.data.watches, []);
      assert.equal(service.ledger('test-key').creditsConsumed, 0);
    });

    it('answers 409 for the same source and channel again', async () => {
      const body = { corpusType: 'CFR', channel: 'email', emailAddress: 'a@example.org' };
      assert.equal((await call(service, '/api/v1/watches', { body })).status, 201);
      assert.equal((await call(service, '/api/v1/watches', { body: { ...body, emailAddress: 'b@example.org' } })).status, 409);
      assert.equal((await call(service, '/api/v1/watches', { body: { ...body, channel: 'both', webhookUrl: `${receiver.url}/x` } })).status, 201);
    });

    it('answers 422 for incomplete or unknown fields', async () => {
      const cases = [
        { corpusType: 'USC', channel: 'webhook' },
        { corpusType: 'USC', channel: 'both', webhookUrl: `${receiver.url}/x` },
        { corpusType: 'USC', channel: 'email' },
        { corpusType: 'STATE', channel: 'email', emailAddress: 'a@example.org' },
        { corpusType: 'USC', channel: 'pigeon' },
        { corpusType: 'USC', channel: 'webhook', webhookUrl: 'not a url' },
        { corpusType: 'USC', channel: 'email', emailAddress: 'a@example.org', frequency: 'daily' },
        { channel: 'email', emailAddress: 'a@example.org' },
      ];
      for (const body of cases) assert.equal((await call(service, '/api/v1/watches', { body })).status, 422, JSON.stringify(body));
      assert.equal((await call(service, '/api/v1/watches', { key: null, body: cases[0] })).status, 401);
    });
  });

  describe('publishing a newer version', () => {
    it('imports it, notifies matching watches with signed webhooks, and serves the new text', async function () {
      this.timeout(30_000);
      const secret = 'topsecret';
      const hook = await call(service, '/api/v1/watches', { body: { corpusType: 'USC', channel: 'webhook', webhookUrl: `${receiver.url}/hook`, webhookSecret: secret } });
      const both = await call(service, '/api/v1/watches', { key: 'other-key', body: { corpusType: 'USC', channel: 'both', webhookUrl: `${receiver.url}/plain`, emailAddress: 'clerk@example.org' } });
      await call(service, '/api/v1/watches', { body: { corpusType: 'CFR', channel: 'webhook', webhookUrl: `${receiver.url}/cfr` } });
      await call(service, '/api/v1/watches', { body: { corpusType: 'STATE', state: 'dc', channel: 'webhook', webhookUrl: `${receiver.url}/dc` } });
      const before = await call(service, `${API}/section/USC_T1_C1_S1/body`);

      const file = writeNewerTitle1(dir);
      const published = await call(service, '/__admin/publish', { key: null, body: { file, date: '2026-01-15' } });
      assert.equal(published.status, 200, published.text);
      assert.equal(published.json.edition.date, '2026-01-15');
      const kinds = Object.fromEntries(published.json.changes.map((c: { actId: string; changeKind: string }) => [c.actId, c.changeKind]));
      assert.equal(kinds.USC_T1_C1_S1, 'amended');
      assert.equal(kinds.USC_T1_C1_S8, 'removed');
      assert.equal(kinds.USC_T1_C1_S9, 'added');
      assert.equal(Object.keys(kinds).length, 3);

      const signed = receiver.received.filter((r) => r.path === '/hook');
      assert.equal(signed.length, 1);
      const delivery = signed[0]!;
      assert.equal(delivery.headers['x-statute-event'], 'board.updated');
      assert.equal(delivery.headers['content-type'], 'application/json');
      const expected = `sha256=${createHmac('sha256', secret).update(delivery.raw).digest('hex')}`;
      assert.equal(delivery.headers['x-statute-signature'], expected);
      const payload = JSON.parse(delivery.raw);
      assert.equal(payload.event, 'board.updated');
      assert.equal(payload.corpusType, 'USC');
      assert.equal(payload.state, null);
      assert.match(payload.deliveryId, /^[0-9a-f-]{36}$/);
      assert.ok(!Number.isNaN(Date.parse(payload.firedAt)));
      const added = payload.changes.find((c: { changeKind: string }) => c.changeKind === 'added');
      assert.deepEqual(
        { actId: added.actId, citation: added.citation, title: added.title },
        { actId: 'USC_T1_C1_S9', citation: '1 U.S.C. § 9', title: 'Test section quixotically added' },
      );
      assert.ok(!Number.isNaN(Date.parse(added.detectedAt)));

      const unsigned = receiver.received.filter((r) => r.path === '/plain');
      assert.equal(unsigned.length, 1);
      assert.equal(unsigned[0]!.headers['x-statute-signature'], undefined);
      assert.equal(receiver.received.filter((r) => r.path === '/cfr' || r.path === '/dc').length, 0);
      const outbox = await call(service, '/__admin/outbox', { key: null });
      assert.equal(outbox.json.outbox.length, 1);
      assert.equal(outbox.json.outbox[0].to, 'clerk@example.org');
      assert.equal(outbox.json.outbox[0].watchId, both.json.data.id);

      const watches = await call(service, '/api/v1/watches?corpusType=USC');
      const notified = watches.json.data.watches.find((w: { id: string }) => w.id === hook.json.data.id);
      assert.ok(notified.lastNotifiedAt && !Number.isNaN(Date.parse(notified.lastNotifiedAt)));

      // The new text is current; the old one is still there as of an earlier date.
      const after = await call(service, `${API}/section/USC_T1_C1_S1/body`);
      assert.match(after.json.plain, /test amendment zephyrine/);
      const earlier = await call(service, `${API}/section/USC_T1_C1_S1/body?asOf=2025-12-31`);
      assert.equal(earlier.json.plain, before.json.plain);
      const gone = await call(service, `${API}/section/USC_T1_C1_S8`);
      assert.equal(gone.json.section.actStatus, 'omitted');
      const found = await call(service, `${API}/search`, { body: { query: 'quixotically' } });
      assert.equal(found.json.results[0].actId, 'USC_T1_C1_S9');
      const repeat = await call(service, '/__admin/publish', { key: null, body: { file, date: '2026-01-01' } });
      assert.equal(repeat.status, 409);
    });

    it('notifies a state watch for a D.C. section, retries a failing receiver (programmatic publish)', async function () {
      this.timeout(30_000);
      service.reset();
      await call(service, '/api/v1/watches', { body: { corpusType: 'STATE', state: 'dc', channel: 'webhook', webhookUrl: `${receiver.url}/dc2` } });
      await call(service, '/api/v1/watches', { key: 'other-key', body: { corpusType: 'STATE', state: 'dc', channel: 'webhook', webhookUrl: `${receiver.url}/fail` } });
      const source = fs.readFileSync(path.join(SHARED_DATA_DIR, 'dc', 'history-47-2002', '47-2002@2024-09-29.xml'), 'utf8');
      const file = path.join(dir, '47-2002@test.xml');
      fs.writeFileSync(file, source.replace('Imposition of tax.', 'Imposition of tax (test).'));
      const published = await service.publish(file);
      assert.deepEqual(
        published.changes.map((c) => [c.changeKind, c.actId]),
        [['amended', 'STATE_DC_T47_C20_S47-2002']],
      );
      const dc = receiver.received.filter((r) => r.path === '/dc2');
      assert.equal(dc.length, 1, JSON.stringify(published.deliveries));
      assert.equal(JSON.parse(dc[0]!.raw).state, 'dc');
      const failing = published.deliveries.find((d) => d.target.endsWith('/fail'))!;
      assert.equal(failing.ok, false);
      assert.equal(failing.attempts, 3);
      assert.equal(failing.status, 500);
      assert.equal(receiver.received.filter((r) => r.path === '/fail').length, 3);
      const meta = await call(service, `${API}/section/STATE_DC_T47_C20_S47-2002`);
      assert.equal(meta.json.section.title, 'Imposition of tax (test)');
    });

    it('rejects files it cannot publish', async () => {
      const bad = path.join(dir, 'bad.xml');
      fs.writeFileSync(bad, '<notStatute/>');
      assert.equal((await call(service, '/__admin/publish', { key: null, body: { file: bad } })).status, 422);
      assert.equal((await call(service, '/__admin/publish', { key: null, body: { file: 'relative.xml' } })).status, 422);
      assert.equal((await call(service, '/__admin/publish', { key: null, body: { file: path.join(dir, 'missing.xml') } })).status, 422);
    });
  });
});
