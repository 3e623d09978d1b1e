// The headless document check against both dialects of the local statute service over HTTP: the brief
// of the acceptance case (a misquoted § 107, a § 107(5) pinpoint, a quotation of § 115 as it read in 2014,
// an operative date), its findings, and its cost against the service's own ledger.
import * as assert from 'node:assert/strict';
import { StatuteClient } from '../../../src/core/api/client';
import { checkDocument, type CheckPlan } from '../../../src/core/checks/checkDocument';
import { CitationLookup } from '../../../src/core/lookup/lookup';
import { SectionTexts } from '../../../src/core/lookup/sectionTexts';
import type { RunningService } from '../../service/service';
import { START_TIMEOUT_MS, startTestService } from '../service/helpers';

/** The live service answers a U.S. Code date from the annual edition of its year (2013, 2021, 2025 on file): there the date before the 2018 rewrite is in 2013. */
const dateFor = (dialect: string): string => (dialect === 'live' ? '2013-12-31' : '2014-01-01');

export const briefFor = (date: string): string => `---
title: Brief on fair use and mechanical licences
statutes-as-of: ${date}
---

# Argument

The Act says that "the factors to be considered may include" four things. 17 U.S.C. § 107.

The sixth factor, 17 U.S.C. § 107(5), is not one the Act knows.

"To be entitled to receive royalties under a compulsory license, the copyright owner must be identified in the registration or other public records of the Copyright Office." 17 U.S.C. § 115(c)(1).
`;

for (const dialect of ['interface', 'live'] as const) {
  describe(`checkDocument against the ${dialect} service`, function () {
    this.timeout(START_TIMEOUT_MS);
    let service: RunningService;
    let n = 0;
    before(async () => {
      service = await startTestService({ dialect });
    });
    after(async () => service?.close());

    const fresh = (): { client: StatuteClient; lookup: CitationLookup; texts: SectionTexts; key: string } => {
      const key = `check-${dialect}-${++n}`;
      service.setCredits(key, 10_000);
      const client = new StatuteClient({ baseUrl: service.url, apiKey: () => key });
      return { client, key, lookup: new CitationLookup(() => client), texts: new SectionTexts(() => client) };
    };
    const options = { today: '2026-11-22', staleAfterDays: 100_000 };

    it('the acceptance brief: quotation warning with the exact words, pinpoint error, the 2014 quotation noted, and the cost as planned', async () => {
      const { client, lookup, texts, key } = fresh();
      const date = dateFor(dialect);
      const text = briefFor(date);
      let asked: CheckPlan | undefined;
      const result = await checkDocument({ text, format: 'markdown' }, { lookup, texts, rules: await client.charging() }, { ...options, approve: (plan) => ((asked = plan), true) });
      assert.ok(asked, 'the cost was asked once');
      assert.equal(result.operativeDate, date);
      assert.equal(result.dateSource, 'document');
      // Two distinct sections resolved; each read as of the date and today.
      assert.equal(asked.uncachedResolves, 2);
      assert.equal(asked.textReads, 4);
      const ledger = service.ledger(key);
      assert.equal(ledger.calls.sectionBody, 4);
      assert.equal(ledger.creditsConsumed, asked.maxCredits, `ledger ${ledger.creditsConsumed} vs estimate ${asked.maxCredits}`);
      assert.equal(asked.maxCredits, dialect === 'live' ? 2 * 2 + 4 * 6 : 2 * 1 + 4 * 2);

      const findings = result.findings.map((f) => [f.severity, f.code, f.message, text.slice(f.start, f.end)]);
      const misquote = result.findings.find((f) => f.code === 'quotation-mismatch');
      assert.ok(misquote, JSON.stringify(findings, null, 1));
      assert.equal(misquote.severity, 'warning');
      assert.equal(text.slice(misquote.start, misquote.end), 'the factors to be considered may include');
      assert.equal(misquote.replacement, 'the factors to be considered shall include');
      assert.match(misquote.message, new RegExp(`does not match 17 U\\.S\\.C\\. § 107 as of ${date}\\. The statute reads: “the factors to be considered shall include”`));
      assert.deepEqual(misquote.diff?.filter((p) => p.kind !== 'same').map((p) => [p.kind, p.text]), [['deleted', 'may'], ['inserted', 'shall']]);

      const pinpoint = result.findings.find((f) => f.code === 'pinpoint-missing');
      assert.ok(pinpoint);
      assert.equal(pinpoint.severity, 'error');
      assert.equal(pinpoint.message, `17 U.S.C. § 107 has no paragraph (5) as of ${date}.`);
      assert.equal(text.slice(pinpoint.start, pinpoint.end), '17 U.S.C. § 107(5)');

      const old = result.findings.find((f) => f.code === 'quotation-other-date');
      assert.ok(old, JSON.stringify(findings, null, 1));
      assert.equal(old.severity, 'information');
      assert.match(old.message, new RegExp(`matches 17 U\\.S\\.C\\. § 115 as of ${date}; the current text reads differently \\(amended since ${date}\\)`));
      assert.deepEqual(old.compare, { actId: 'USC_T17_C1_S115', canonical: '17 U.S.C. § 115', from: date, to: null });
      // Exactly these three, nothing else.
      assert.deepEqual(result.findings.map((f) => f.code).sort(), ['pinpoint-missing', 'quotation-mismatch', 'quotation-other-date'], JSON.stringify(findings, null, 1));

      // Again: everything is at hand, nothing is asked or paid.
      const spent = service.ledger(key).creditsConsumed;
      let askedAgain = false;
      const again = await checkDocument({ text, format: 'markdown' }, { lookup, texts, rules: await client.charging() }, { ...options, approve: () => (askedAgain = true) });
      assert.equal(askedAgain, false);
      assert.equal(again.plan.maxCredits, 0);
      assert.equal(service.ledger(key).creditsConsumed, spent);
      assert.deepEqual(again.findings, result.findings);
    });

    it('the same brief today, without the date: the 2014 quotation of § 115 is a mismatch, and § 107(5) still an error', async () => {
      const { client, lookup, texts } = fresh();
      const text = briefFor(dateFor(dialect));
      const result = await checkDocument({ text, format: 'markdown', operativeDate: null }, { lookup, texts, rules: await client.charging() }, { ...options, approve: () => true });
      assert.equal(result.operativeDate, null);
      assert.equal(result.plan.textReads, 2);
      const codes = result.findings.map((f) => [f.code, f.message]);
      assert.ok(codes.some(([c, m]) => c === 'pinpoint-missing' && m === '17 U.S.C. § 107 has no paragraph (5) in the current text.'), JSON.stringify(codes));
      const s115 = result.findings.find((f) => f.code === 'quotation-mismatch' && f.message.includes('§ 115'));
      assert.ok(s115?.replacement?.includes('obtained under subsection (b)(1)'), JSON.stringify(codes));
    });

    it('texts not paid for: the resolves are bought, the checks say "not checked: text not fetched"', async () => {
      const { client, lookup, texts, key } = fresh();
      const text = briefFor(dateFor(dialect));
      const result = await checkDocument({ text, format: 'markdown' }, { lookup, texts, rules: await client.charging() }, { ...options, approve: () => true, readTexts: false });
      assert.equal(service.ledger(key).calls.sectionBody ?? 0, 0);
      const notFetched = result.findings.filter((f) => f.code === 'text-not-fetched');
      assert.equal(notFetched.length, 3);
      assert.equal(notFetched[0].message, '17 U.S.C. § 107: not checked: text not fetched.');
      assert.equal(notFetched[1].message, '17 U.S.C. § 107(5): not checked: text not fetched.');
    });

    it('nothing approved: nothing is spent', async () => {
      const { client, lookup, texts, key } = fresh();
      const result = await checkDocument({ text: briefFor(dateFor(dialect)), format: 'markdown' }, { lookup, texts, rules: await client.charging() }, { ...options, approve: () => false });
      assert.equal(result.approved, false);
      assert.equal(service.ledger(key).creditsConsumed, 0);
      assert.ok(result.citations.every((c) => !c.info));
    });
  });
}
