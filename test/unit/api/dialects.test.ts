// The client against both dialects of the local statute service over real HTTP: the dialect learned
// from what the service answers, remembered, relearned after a refused route that is never sent again;
// batch resolve, batch metadata, drill-down, prices and charging rules against the service's ledger.
import * as assert from 'node:assert/strict';
import { CreditsEvent, DialectName, MemoryDialectStore, ResolveItem, StatuteClient } from '../../../src/core/api/client';
import { ConflictError, ForbiddenError, NotFoundError, PlanError, RateLimitError, ValidationError, WatchCapError } from '../../../src/core/api/errors';
import { RunningService, startService } from '../../service/service';

const KEY = 'dialect-test-key';
const BUSINESS_KEY = 'dialect-business-key';

interface SentRequest {
  method: string;
  path: string;
  query: string;
  status: number;
}

for (const dialect of ['interface', 'live'] as const) {
  const other: DialectName = dialect === 'live' ? 'interface' : 'live';

  describe(`StatuteClient on the ${dialect} dialect`, function () {
    this.timeout(60_000);
    let service: RunningService;
    let sent: SentRequest[];
    let credits: CreditsEvent[];
    let citations: ResolveItem[];

    /** Every request the client sends, with the status it got: the client's fetch, counted. */
    const countingFetch = async (input: string, init: RequestInit): Promise<Response> => {
      const response = await fetch(input, init);
      const url = new URL(input);
      sent.push({ method: init.method ?? 'GET', path: url.pathname, query: url.search, status: response.status });
      return response;
    };
    const client = (store = new MemoryDialectStore(), key = KEY): StatuteClient =>
      new StatuteClient({ baseUrl: service.url, apiKey: () => key, timeoutMs: 10_000, fetch: countingFetch, dialectStore: store, onCreditsConsumed: (e) => credits.push(e) });
    const requestsTo = (method: string, suffix: string): SentRequest[] => sent.filter((r) => r.method === method && r.path.endsWith(suffix));
    const learnedStore = (): MemoryDialectStore => {
      const store = new MemoryDialectStore();
      store.set(`${service.url}/`, dialect);
      return store;
    };

    before(async () => {
      service = await startService({ port: 0, dialect, keys: { [KEY]: 100_000, [BUSINESS_KEY]: 100_000 }, plans: { [BUSINESS_KEY]: 'business' } });
      // 100 real citations of three codes: 60 U.S. Code, 20 C.F.R., 20 D.C. Code sections.
      const records = service.store.allActIds().map((id) => service.store.getSection(id)!);
      const pick = (prefix: string, n: number): ResolveItem[] =>
        records
          .filter((r) => r.actId.startsWith(prefix) && r.citation)
          .slice(0, n)
          .map((r) => ({ cite: r.citation!, corpusType: r.corpusType, state: r.corpusType === 'STATE' ? r.state : undefined }));
      citations = [...pick('USC_', 60), ...pick('CFR_', 20), ...pick('STATE_DC_', 20)];
      assert.equal(citations.length, 100);
    });

    after(async () => {
      await service.close();
    });

    beforeEach(() => {
      service.reset();
      sent = [];
      credits = [];
    });

    describe('learning the dialect', () => {
      it('learns it from the free pricing path, once, and remembers it per URL', async () => {
        const store = new MemoryDialectStore();
        const c = client(store);
        const [a, b, resolution] = await Promise.all([c.dialect(), c.dialect(), c.resolve('17 U.S.C. § 107', { corpusType: 'USC' })]);
        assert.equal(a.name, dialect);
        assert.equal(b, a);
        assert.equal(resolution.section?.actId, 'USC_T17_C1_S107');
        assert.equal(store.get(`${service.url}/`), dialect);
        // Live first; the interface service refuses that path, which is then never asked again.
        assert.equal(requestsTo('GET', '/api-credits/pricing').length, 1);
        assert.equal(requestsTo('GET', '/api/v1/pricing').length, dialect === 'interface' ? 1 : 0);
        const pricing = await c.pricing();
        assert.equal(pricing.dialect, dialect);
        assert.equal(sent.filter((r) => r.path.endsWith('pricing')).length, dialect === 'interface' ? 2 : 1, 'the probe answer was not reused');

        // A new client (a new window) with the same store asks nothing before its first real call.
        sent = [];
        const again = client(store);
        assert.equal((await again.dialect()).name, dialect);
        assert.deepEqual(sent, []);
      });

      it(`relearns when ${other === 'live' ? 'a' : 'an'} ${other} route is refused, and never sends that request again`, async () => {
        const store = new MemoryDialectStore();
        store.set(`${service.url}/`, other);
        const c = client(store);
        const pricing = await c.pricing();
        assert.equal(pricing.dialect, dialect);
        assert.equal(store.get(`${service.url}/`), dialect);
        const refused = sent.filter((r) => r.status === 404 || r.status === 405);
        assert.equal(refused.length, 1, JSON.stringify(sent));
        for (let i = 0; i < 3; i++) {
          await c.pricing();
          await c.sections(['USC_T17_C1_S107', 'USC_T17_C1_S106']);
          await c.resolveMany(citations.slice(0, 3));
        }
        const refusals = sent.filter((r) => r.status === 404 || r.status === 405);
        const routes = refusals.map((r) => `${r.method} ${r.path}`);
        assert.equal(new Set(routes).size, routes.length, `a refused request was repeated: ${routes.join(', ')}`);
        // The service's own log agrees (the pricing probe is booked without a key).
        const logged = [...service.ledger(KEY).requests, ...service.context.accounts.anonymous.requests].filter((r) => r.status === 404 || r.status === 405);
        assert.deepEqual(logged.map((r) => `${r.method} ${r.path}`).sort(), [...routes].sort());
        assert.deepEqual([...c.rejectedRoutes].sort(), [...new Set(routes)].sort());
      });

      it('relearns from a refused batch route too (batch resolve or batch metadata)', async () => {
        const store = new MemoryDialectStore();
        store.set(`${service.url}/`, other);
        const c = client(store);
        if (dialect === 'interface') {
          // Remembered as live: POST /resolve is refused (405), the client relearns and resolves one by one.
          const outcomes = await c.resolveMany(citations.slice(0, 4));
          assert.ok(outcomes.every((o) => o.resolution?.resolved), JSON.stringify(outcomes.map((o) => o.error ?? o.resolution?.resolved)));
          assert.equal(requestsTo('POST', '/resolve').length, 1);
          assert.equal(requestsTo('GET', '/resolve').length, 4);
        } else {
          // Remembered as interface: GET /sections is refused, the client relearns and sends POST /sections.
          const batch = await c.sections(['USC_T17_C1_S107', 'NOPE_ID']);
          assert.deepEqual(batch.sections.map((s) => s.actId), ['USC_T17_C1_S107']);
          assert.equal(requestsTo('GET', '/sections').length, 1);
          assert.equal(requestsTo('POST', '/sections').length, 1);
          await c.sections(['USC_T17_C1_S108']);
          assert.equal(requestsTo('GET', '/sections').length, 1, 'the refused GET was sent again');
        }
        assert.equal(store.get(`${service.url}/`), dialect);
      });

      it('relearns when a remembered dialect gets its resolve scope refused (the service behind the URL changed)', async () => {
        const store = new MemoryDialectStore();
        store.set(`${service.url}/`, other);
        const c = client(store);
        const answer = await c.resolve('17 U.S.C. § 107', { corpusType: 'USC' });
        assert.equal(answer.section?.actId, 'USC_T17_C1_S107');
        assert.equal(store.get(`${service.url}/`), dialect);
        assert.equal(requestsTo('GET', '/resolve').length, 2);
        assert.equal(service.ledger(KEY).creditsConsumed, dialect === 'live' ? 2 : 1, 'the refused scope was charged');
        // A caller's own bad scope afterwards is not retried.
        sent = [];
        await assert.rejects(c.resolve('17 U.S.C. § 107', dialect === 'live' ? { state: 'zz' } : { corpusType: 'NOPE' }));
        assert.equal(sent.length, 1);
      });
    });

    describe('verification', () => {
      it(`resolves 100 citations in ${dialect === 'live' ? 'at most 3 batch requests' : 'one request each'}, charged no more than estimated (within 10 %)`, async () => {
        const c = client(learnedStore());
        const estimate = await c.estimate({ resolve: citations.length });
        sent = [];
        const seen: string[] = [];
        const outcomes = await c.resolveMany(citations, { onResult: (o) => seen.push(o.item.cite) });
        assert.equal(outcomes.length, 100);
        assert.equal(seen.length, 100);
        const failed = outcomes.filter((o) => !o.resolution?.resolved);
        assert.deepEqual(failed.map((o) => `${o.item.cite}: ${String(o.error ?? 'not resolved')}`), []);
        outcomes.forEach((o, i) => assert.equal(o.item, citations[i]));
        const resolveRequests = requestsTo('POST', '/resolve').length + requestsTo('GET', '/resolve').length;
        if (dialect === 'live') assert.ok(resolveRequests <= 3, `${resolveRequests} resolve requests`);
        else assert.equal(resolveRequests, 100);
        const ledger = service.ledger(KEY);
        assert.ok(estimate.credits >= ledger.creditsConsumed, `estimate ${estimate.credits} < charged ${ledger.creditsConsumed}`);
        assert.ok(estimate.credits <= ledger.creditsConsumed * 1.1, `estimate ${estimate.credits} more than 10 % above ${ledger.creditsConsumed}`);
        assert.equal(credits.reduce((a, e) => a + e.credits, 0), ledger.creditsConsumed, 'credits reported differ from the ledger');
      });

      it('100 citations under a 30/60 rate limit: no 429, in seconds where the service batches', async () => {
        const usual = service.context.limiter.config;
        service.context.limiter.config = { limit: 30, windowSeconds: 60 };
        service.context.limiter.reset();
        try {
          const c = client(new MemoryDialectStore());
          const started = Date.now();
          // One request per citation on the interface: 20 of them fit in the window (the rest would wait for it).
          const outcomes = await c.resolveMany(dialect === 'live' ? citations : citations.slice(0, 20));
          assert.ok(outcomes.every((o) => o.resolution?.resolved));
          if (dialect === 'live') assert.ok(Date.now() - started < 10_000, `${Date.now() - started} ms`);
          assert.equal(service.ledger(KEY).rateLimited, 0);
          assert.equal(sent.filter((r) => r.status === 429).length, 0);
        } finally {
          service.context.limiter.config = usual;
        }
      });

      it('404 names the reason and suggests ids without picking one; 422 carries the field errors', async () => {
        const c = client(learnedStore());
        const missing = await c.section('USC_T17_C1_S9999').catch((e: unknown) => e);
        assert.ok(missing instanceof NotFoundError, String(missing));
        assert.ok(missing.reason);
        if (dialect === 'live') {
          const assembled = await c.section('USC_T17_S107').catch((e: unknown) => e);
          assert.ok(assembled instanceof NotFoundError);
          assert.equal(assembled.reason, 'assembled_id');
          assert.ok(assembled.didYouMean.includes('USC_T17_C1_S107'), assembled.didYouMean.join());
          assert.ok(assembled.didYouMean.length <= 3);
        }
        const invalid = await c.search({ query: 'x' }).catch((e: unknown) => e);
        assert.ok(invalid instanceof ValidationError, String(invalid));
        assert.ok(invalid.errors.some((e) => e.loc.includes('query')), JSON.stringify(invalid.errors));
        assert.equal(service.ledger(KEY).creditsConsumed, 0);
      });

      it('charges unresolved citations as estimated, and answers duplicates once', async () => {
        const c = client(learnedStore());
        const items: ResolveItem[] = [
          { cite: '17 U.S.C. § 107', corpusType: 'USC' },
          { cite: '17 U.S.C. § 107', corpusType: 'USC' },
          { cite: '17 U.S.C. § 1599', corpusType: 'USC' },
          { cite: 'D.C. Code § 47-2002', corpusType: 'STATE', state: 'dc' },
        ];
        const estimate = await c.estimate({ resolve: 3 });
        const outcomes = await c.resolveMany(items);
        assert.deepEqual(outcomes.map((o) => o.resolution?.resolved), [true, true, false, true]);
        assert.equal(outcomes[0]!.resolution, outcomes[1]!.resolution);
        assert.equal(service.ledger(KEY).creditsConsumed, estimate.credits);
      });

      it('never sends USC or CFR as a resolve scope to the live service; echoes the pinpoint as (a)(1)', async () => {
        const c = client(learnedStore());
        const usc = await c.resolve('17 U.S.C. § 107(a)', { corpusType: 'USC' });
        const cfr = await c.resolve('1 C.F.R. § 1.1', { corpusType: 'CFR' });
        assert.equal(usc.section?.actId, 'USC_T17_C1_S107');
        assert.equal(usc.subsection, '(a)');
        assert.ok(usc.subsectionRaw === '(a)' || usc.subsectionRaw === 'a', usc.subsectionRaw);
        assert.equal(cfr.section?.actId, 'CFR_T1_P1_S1_1');
        const queries = requestsTo('GET', '/resolve').map((r) => new URLSearchParams(r.query));
        if (dialect === 'live') {
          assert.ok(queries.every((q) => q.get('corpusType') === null && q.get('state') === 'federal'), JSON.stringify(queries.map(String)));
        }
        assert.equal(service.ledger(KEY).statuses['400'] ?? 0, 0);
      });

      it('batch metadata: misses are free on the live service, a flat price per call on the interface', async () => {
        const c = client(learnedStore());
        const estimate = await c.estimate({ sectionIds: 3 });
        const batch = await c.sections(['USC_T17_C1_S107', 'NOPE_ID', 'USC_T35_C10_S101']);
        assert.deepEqual(batch.sections.map((s) => s.actId), ['USC_T17_C1_S107', 'USC_T35_C10_S101']);
        assert.deepEqual(batch.notFound, ['NOPE_ID']);
        const charged = service.ledger(KEY).creditsConsumed;
        assert.ok(estimate.credits >= charged);
        assert.equal(charged, dialect === 'live' ? 4 : 5);
        assert.equal(requestsTo(dialect === 'live' ? 'POST' : 'GET', '/sections').length, 1);
        if (dialect === 'live') assert.equal(batch.notFoundDetail?.[0]?.actId, 'NOPE_ID');
      });
    });

    describe('browsing', () => {
      it('drills from titles to a section with keys unique across levels, sorted naturally; the charge is as the rules say', async () => {
        const c = client(learnedStore());
        const rules = await c.charging();
        assert.equal(rules.divisions.perPage, dialect === 'live' ? 1 : 0);
        const titles = await c.divisionLevel({ corpusType: 'USC' });
        const title17 = titles.divisions.find((d) => (d.rawIdentifier ?? d.identifier).match(/(?:^|t)17$/));
        assert.ok(title17, titles.divisions.map((d) => d.identifier).join(' '));
        const chapters = await c.divisionLevel({ corpusType: 'USC', parent: title17.identifier });
        const chapter1 = chapters.divisions.find((d) => /(?:^|ch)1$/.test(d.rawIdentifier ?? ''));
        assert.ok(chapter1, chapters.divisions.map((d) => d.identifier).join(' '));
        const sections = await c.divisionLevel({ corpusType: 'USC', parent: chapter1.identifier });
        assert.ok(sections.divisions.some((d) => d.actId === 'USC_T17_C1_S107'));
        const ids = [...titles.divisions, ...chapters.divisions, ...sections.divisions].map((d) => d.identifier);
        assert.equal(new Set(ids).size, ids.length, 'two nodes share an identifier');
        if (dialect === 'live') {
          const nums = titles.divisions.map((d) => d.rawIdentifier!);
          assert.deepEqual(nums, [...nums].sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b)));
        }
        const pages = sent.filter((r) => r.path.endsWith('/divisions')).length;
        const charged = service.ledger(KEY).creditsConsumed;
        assert.equal(charged, pages * rules.divisions.perPage);
        assert.equal(titles.creditsConsumed! + chapters.creditsConsumed! + sections.creditsConsumed!, charged);
      });

      it('follows nextCursor to the end of a level', async () => {
        const c = client(learnedStore());
        const whole = await c.divisionLevel({ corpusType: 'USC' });
        sent = [];
        // The interface takes a page size; the live service pages at 200 and this corpus has no level that long.
        assert.ok(whole.divisions.length >= 3);
        const paged = await c.divisionLevel({ corpusType: 'USC', limit: 1 });
        assert.deepEqual(paged.divisions.map((d) => d.identifier), whole.divisions.map((d) => d.identifier));
        assert.equal(paged.nextCursor, undefined);
        const pages = sent.filter((r) => r.path.endsWith('/divisions')).length;
        if (dialect === 'interface') assert.equal(pages, whole.divisions.length);
        else assert.equal(pages, 1);
        const capped = await c.divisionLevel({ corpusType: 'USC', limit: 1 }, { maxPages: 2 });
        if (dialect === 'interface') assert.deepEqual([capped.divisions.length, capped.truncated, typeof capped.nextCursor], [2, true, 'string']);
      });

      it('a filter that does not fit the corpus is a validation error, not charged', async () => {
        const c = client(learnedStore());
        const error = await c.divisions({ corpusType: 'NOPE' }).catch((e: unknown) => e);
        assert.ok(error instanceof ValidationError, String(error));
        // Live GET routes answer 422 with `detail` as the list of field errors (shape B).
        if (dialect === 'live') assert.ok(error.errors.some((e) => e.loc.includes('corpusType')), JSON.stringify(error.errors));
        assert.equal(service.ledger(KEY).creditsConsumed, 0);
      });

      it('lists the bodies of law', async () => {
        const laws = await client(learnedStore()).laws();
        assert.ok(laws.some((j) => j.laws.some((l) => l.corpusType === 'USC')));
        assert.ok(laws.some((j) => j.laws.some((l) => l.corpusType === 'STATE' && l.state === 'dc')));
        // The live service deprecated /laws: the catalog comes from coverage there.
        assert.equal(requestsTo('GET', '/laws').length, dialect === 'live' ? 0 : 1);
      });
    });

    describe('prices', () => {
      it("reads the service's own prices into the charging rules", async () => {
        const rules = await client(learnedStore()).charging();
        const expected = dialect === 'live' ? { resolve: 2, section: 2, sectionBody: 6, search: 4, related: 2, sections: 2 } : { resolve: 1, section: 1, sectionBody: 2, search: 2, related: 1, sections: 5 };
        for (const [operation, credits] of Object.entries(expected)) assert.equal(rules.prices[operation as keyof typeof expected], credits, operation);
        assert.equal(rules.sections.unit, dialect === 'live' ? 'found' : 'call');
        assert.equal(rules.resolve.batchSize, dialect === 'live' ? 50 : 0);
        assert.equal(rules.resolve.unresolvedCharged, true);
        assert.equal(rules.divisions.emptyRefunded, dialect === 'live');
      });

      it('fetches the price table once for any number of estimates', async () => {
        const c = client(learnedStore());
        for (let i = 0; i < 5; i++) await c.estimate({ resolve: i });
        assert.equal(sent.filter((r) => r.path.endsWith('pricing')).length, 1);
      });

      it('reading and metadata cost what the estimate says', async () => {
        const c = client(learnedStore());
        const estimate = await c.estimate({ section: 1, sectionBody: 1, related: 1, search: 1 });
        await c.section('USC_T17_C1_S107');
        await c.sectionBody('USC_T17_C1_S107');
        await c.related('USC_T17_C1_S107');
        await c.search({ query: 'fair use', corpusType: 'USC', limit: 5 });
        assert.equal(service.ledger(KEY).creditsConsumed, estimate.credits);
      });
    });

    if (dialect === 'live') {
      describe('what only the live service gives', () => {
        it('reads the good-law status, amendments, the structured body with pincites and the as-of block', async () => {
          const c = client(learnedStore());
          const { section } = await c.section('USC_T17_C1_S107');
          assert.ok(section.goodLawStatus, 'no goodLawStatus');
          assert.ok(section.actStatus);
          const body = await c.sectionBody('USC_T17_C1_S107', undefined, undefined, { structured: true });
          assert.ok(body.subsections?.length, 'no subsections');
          assert.ok(body.subsections!.every((s) => s.pincite === undefined || /^(\([A-Za-z0-9-]+\))+$/.test(s.pincite)));
          const old = await c.sectionBody('USC_T17_C1_S115', '2014-01-01');
          assert.ok(old.asOf);
          assert.ok(old.asOf.coverage, 'no coverage note');
          assert.equal(typeof old.asOf.isBounded, 'boolean');
          const related = await c.related('USC_T17_C1_S107');
          assert.ok(related.container?.name, 'container lost');
        });

        it('watches: 403 is the plan, 409 a duplicate, 429 the cap', async () => {
          const pro = client(learnedStore());
          const webhook = await pro.createWatch({ corpusType: 'usc', channel: 'webhook', webhookUrl: 'https://example.org/hook' }).catch((e: unknown) => e);
          assert.ok(webhook instanceof PlanError && webhook instanceof ForbiddenError, String(webhook));
          // Three boards, then a fourth watch on the first board narrowed to a title.
          const email = (n: number): Parameters<StatuteClient['createWatch']>[0] => ({
            corpusType: ['usc', 'cfr', 'state', 'usc'][n]!,
            state: n === 2 ? 'dc' : undefined,
            channel: 'email',
            emailAddress: 'clerk@example.org',
            scope: n === 3 ? { title: '17' } : undefined,
          });
          await pro.createWatch(email(0));
          assert.ok((await pro.createWatch(email(0)).catch((e: unknown) => e)) instanceof ConflictError);
          await pro.createWatch(email(1));
          await pro.createWatch(email(2));
          const capped = await pro.createWatch(email(3)).catch((e: unknown) => e);
          assert.ok(capped instanceof WatchCapError && capped instanceof RateLimitError, String(capped));
          assert.equal(capped.rateLimitLeft, true);
          assert.equal((await pro.watches({ corpusType: 'CFR' })).length, 1);
          const business = client(learnedStore(), BUSINESS_KEY);
          assert.ok((await business.createWatch({ corpusType: 'usc', channel: 'webhook', webhookUrl: 'https://example.org/hook' })).id);
        });
      });
    }
  });
}
