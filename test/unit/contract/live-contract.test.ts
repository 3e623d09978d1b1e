/**
 * Contract: every answer of the local service's live dialect conforms to the publisher's published
 * schemas (field names, types, enumerations, required fields, no undeclared fields), described in
 * live-schemas.ts. A drift in the stand-in fails here before a client is built on it.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningService } from '../../service/service';
import { API, HAS_SHARED_DATA, START_TIMEOUT_MS, TEST_KEY, call, startTestService } from '../service/helpers';
import * as S from './live-schemas';

const BUSINESS = 'contract-business';
const enc = encodeURIComponent;

function conforms(value: unknown, schema: S.Schema, what: string): void {
  const problems = S.violations(value, schema);
  assert.deepEqual(problems, [], `${what} departs from the published schema:\n  ${problems.slice(0, 12).join('\n  ')}`);
}

describe('contract: the live dialect against the published schemas', function () {
  let service: RunningService;

  before(async function () {
    if (!HAS_SHARED_DATA) this.skip();
    this.timeout(START_TIMEOUT_MS);
    service = await startTestService({ dialect: 'live', keys: `${TEST_KEY}:100000,${BUSINESS}:1000:business,poor:1` });
  });
  after(async () => service?.close());

  /** GET or POST, asserting the status, then the body against the schema. */
  async function check(path: string, status: number, schema: S.Schema, init: Parameters<typeof call>[2] = {}): Promise<unknown> {
    const res = await call(service, path, init);
    assert.equal(res.status, status, `${init.method ?? (init.body ? 'POST' : 'GET')} ${path}: ${res.text.slice(0, 300)}`);
    conforms(res.json, schema, path);
    return res.json;
  }

  it('the schema checker itself finds missing, mistyped, unknown and out-of-set fields', () => {
    assert.deepEqual(S.violations({ actId: 'X' }, S.SECTION_RECORD), []);
    const problems = S.violations({ citation: 3, goodLawStatus: 'fine', actStatus: 'in_force', extra: 1 }, S.SECTION_RECORD);
    assert.ok(problems.some((p) => p.includes('missing required actId')));
    assert.ok(problems.some((p) => p.includes('$.citation') && p.includes('expected string')));
    assert.ok(problems.some((p) => p.includes('"fine" is not one of')));
    assert.ok(problems.some((p) => p.includes('unknown field extra')));
    assert.equal(S.violations({ requested: '2020-01-01', source: 'published', existed: null, isBounded: true, coverage: '' }, S.AS_OF).length, 1);
  });

  it('search', async () => {
    await check(`${API}/search`, 200, S.SEARCH_RESPONSE, { body: { query: 'fair use', limit: 5 } });
    await check(`${API}/search`, 200, S.SEARCH_RESPONSE, { body: { query: '17 U.S.C. § 107', includeBody: true, limit: 2 } });
    await check(`${API}/search`, 200, S.SEARCH_RESPONSE, { body: { query: 'D.C. Code § 47-2002', corpusType: 'USC' } });
    await check(`${API}/search`, 200, S.SEARCH_RESPONSE, { body: { query: 'sales tax vendor', corpusType: ['STATE'], state: 'DC', fields: ['title', 'goodLawStatus'], matchType: 'all' } });
    await check(`${API}/search`, 200, S.SEARCH_RESPONSE, { body: { query: 'aircraft', changedSince: '2025-01-01' } });
  });

  it('section, related and every record status on file', async () => {
    await check(`${API}/section/USC_T17_C1_S107`, 200, S.SECTION_RESPONSE);
    await check(`${API}/section/${enc('17 U.S.C. § 107(a)')}`, 200, S.SECTION_RESPONSE);
    await check(`${API}/section/USC_T17_C1_S107/related?limit=10`, 200, S.RELATED_RESPONSE);
    await check(`${API}/section/CFR_T1_P1_S1_1/related`, 200, S.RELATED_RESPONSE);
    // A whole D.C. chapter mixes in-force, repealed and other statuses.
    const listing = (await call(service, `${API}/divisions?corpusType=STATE&state=dc&code=dc_code&titleNumber=47&chapter=1A`)).json;
    const ids = listing.divisions.filter((d: { actId?: string }) => d.actId).map((d: { actId: string }) => d.actId);
    const batch = (await check(`${API}/sections`, 200, S.SECTIONS_RESPONSE, { body: { actIds: ids.slice(0, 50) } })) as { sections: { actStatus: string; goodLawStatus: string }[] };
    assert.ok(batch.sections.some((s) => s.actStatus !== 'in_force'));
    assert.ok(batch.sections.every((s) => s.goodLawStatus !== 'good_law' || s.actStatus === 'in_force'));
  });

  it('body in every format, structured, and as of a date', async () => {
    for (const format of ['both', 'all', 'html', 'markdown', 'plain', 'content', 'operative']) {
      await check(`${API}/section/USC_T17_C1_S107/body?format=${format}&structured=true`, 200, S.BODY_RESPONSE);
      await check(`${API}/section/STATE_DC_T47_C20_S47-2002/body?format=${format}`, 200, S.BODY_RESPONSE);
    }
    await check(`${API}/section/CFR_T1_P1_S1_1/body?structured=true`, 200, S.BODY_RESPONSE);
    for (const date of ['2013-09-01', '2015-01-01', '2026-01-01']) await check(`${API}/section/USC_T17_C1_S107/body?asOf=${date}`, 200, S.BODY_RESPONSE);
    for (const date of ['2005-01-01', '2022-06-01', '2025-06-01']) await check(`${API}/section/STATE_DC_T47_C20_S47-2002/body?asOf=${date}&structured=true`, 200, S.BODY_RESPONSE);
    await check(`${API}/section/${enc('17 U.S.C. § 107')}/body?format=plain`, 200, S.BODY_RESPONSE);
  });

  it('resolve, one and in a batch', async () => {
    await check(`${API}/resolve?cite=${enc('17 U.S.C. § 107(a)(1)')}`, 200, S.RESOLVE_RESPONSE);
    await check(`${API}/resolve?cite=${enc('17 U.S.C. § 99999')}`, 200, S.RESOLVE_RESPONSE);
    await check(`${API}/resolve?cite=${enc('D.C. Code § 47-2002')}&state=federal`, 200, S.RESOLVE_RESPONSE);
    await check(`${API}/resolve`, 200, S.RESOLVE_BATCH_RESPONSE, { body: { citations: ['17 U.S.C. § 107', 'D.C. Code § 47-2002(a)', 'nothing at all'], corpusType: 'STATE' } });
  });

  it('sections, count, divisions, coverage', async () => {
    await check(`${API}/sections`, 200, S.SECTIONS_RESPONSE, { body: { actIds: ['USC_T17_C1_S107', 'USC_T17_S107', '35 U.S.C. § 101', 'SSL_X_1'], includeBody: true } });
    await check(`${API}/count`, 200, S.COUNT_RESPONSE, { body: { corpusType: 'CFR', titleNumber: 14, excludeRepealed: true } });
    for (const query of ['corpusType=USC', 'corpusType=USC&titleNumber=35', 'corpusType=USC&titleNumber=17&chapter=1', 'corpusType=STATE&state=dc', 'corpusType=CFR&titleNumber=14&part=91', 'corpusType=USC&titleNumber=99', 'corpusType=CONSTITUTION']) {
      await check(`${API}/divisions?${query}`, 200, S.DIVISIONS_RESPONSE);
    }
    await check(`${API}/coverage`, 200, S.COVERAGE_RESPONSE);
  });

  it('pricing and the credit balance', async () => {
    await check('/api/v1/api-credits/pricing', 200, S.PRICING_RESPONSE, { key: null });
    await check('/api/v1/credits/balance', 200, S.CREDITS_BALANCE);
  });

  it('boards, watches and the webhook body', async () => {
    const bodies: string[] = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        bodies.push(body);
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    try {
      const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
      await check('/api/v1/boards', 200, S.BOARDS, { key: BUSINESS });
      const created = (await check('/api/v1/watches', 201, S.WATCH_CREATED, { key: BUSINESS, body: { corpusType: 'usc', channel: 'webhook', webhookUrl: hook, webhookSecret: 'k', scope: { title: '17' } } })) as { data: { id: string } };
      await check('/api/v1/watches', 201, S.WATCH_CREATED, { key: BUSINESS, body: { corpusType: 'state', state: 'dc', channel: 'email', emailAddress: 'x@example.com' } });
      await check('/api/v1/watches', 200, S.WATCH_LIST, { key: BUSINESS });
      await check(`/api/v1/watches/${created.data.id}`, 200, S.WATCH_CREATED, { key: BUSINESS, method: 'PATCH', body: { isActive: false } });
      await check(`/api/v1/watches/${created.data.id}/test`, 200, S.WATCH_TEST, { key: BUSINESS, method: 'POST' });
      assert.equal(bodies.length, 1);
      conforms(JSON.parse(bodies[0]!), S.WEBHOOK_PAYLOAD, 'board.test webhook body');
    } finally {
      await new Promise<void>((r) => receiver.close(() => r()));
    }
  });

  it('error shapes A, B and C', async () => {
    await check(`${API}/section/USC_T17_S107`, 404, S.ERROR_C);
    await check(`${API}/section/${enc('17 U.S.C. § 99999')}/body`, 404, S.ERROR_C);
    await check(`${API}/section/body`, 404, S.ERROR_C);
    await check(`${API}/resolve?cite=${enc('17 U.S.C. § 107')}&corpusType=USC`, 400, S.ERROR_A);
    await check(`${API}/resolve?cite=x`, 422, S.ERROR_B);
    await check(`${API}/section/USC_T17_C1_S107/related?limit=0`, 422, S.ERROR_B);
    await check(`${API}/divisions`, 422, S.ERROR_B);
    await check(`${API}/search`, 422, S.ERROR_A, { body: { query: 'fair use', unknown: 1 } });
    await check(`${API}/resolve`, 422, S.ERROR_A, { body: { citations: Array.from({ length: 51 }, (_, i) => `17 U.S.C. § ${i + 100}`) } });
    await check(`${API}/search`, 401, S.ERROR_A, { key: null, body: { query: 'fair use' } });
    await check(`${API}/search`, 402, S.ERROR_A, { key: 'poor', body: { query: 'fair use' } });
    await check(`${API}/sections?actIds=USC_T17_C1_S107`, 405, S.ERROR_A);
    await check('/api/v1/watches', 403, S.ERROR_A, { body: { corpusType: 'usc', channel: 'webhook', webhookUrl: 'http://127.0.0.1:9/' } });
    await check('/api/v1/watches', 400, S.ERROR_A, { key: BUSINESS, body: { corpusType: 'usc', channel: 'email' } });
    await check('/api/v1/watches', 422, S.ERROR_B, { key: BUSINESS, body: { corpusType: 'usc', channel: 'fax' } });
    await check('/api/v1/watches', 409, S.ERROR_A, { key: BUSINESS, body: { corpusType: 'state', state: 'dc', channel: 'email', emailAddress: 'x@example.com' } });
    await check('/api/v1/api-credits/pricing?region=EU', 422, S.ERROR_B, { key: null });
  });
});
