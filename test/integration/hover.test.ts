// Hover over citations inside a real VS Code against the local statute service: content, caching,
// shared requests, the cache-only setting, and every failure ending in one line with a next step.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { admin, answerMessages, configureService, hoverAt, ledger, openDocument, price, resetAll, setSetting, totalCalls } from './helpers';

/** The dialect of the suite's service (the harness runs the suite once per dialect). */
const DIALECT = process.env.STATUTES_TEST_DIALECT === 'live' ? 'live' : 'interface';

const BRIEF = `# Hover test

Fair use is codified at 17 U.S.C. § 107(3). Id. § 106 lists the exclusive rights.
The repealed section 35 U.S.C. § 104 and the renumbered 17 U.S.C. § 116A still appear in old briefs.
The District taxes retail sales under D.C. Code § 47-2002.
Session laws such as Pub. L. No. 117-228 are recognised but not verified.
`;

describe('hover', function () {
  this.timeout(60_000);
  let document: vscode.TextDocument;

  before(async () => {
    document = (await openDocument('hover-brief.md', BRIEF)).document;
  });

  beforeEach(async () => {
    await resetAll();
  });

  afterEach(async () => {
    await admin('DELETE', '/__admin/faults');
    await setSetting('hover.useNetwork', undefined);
    await setSetting('requestTimeoutSeconds', undefined);
    await configureService();
  });

  it('shows canonical citation, pinpoint, heading, status, current-through, breadcrumb and command links', async () => {
    const text = await hoverAt(document, '17 U.S.C. § 107(3)', 5);
    assert.match(text, /\*\*17 U\.S\.C\. § 107\(3\)\*\*/);
    assert.match(text, /Limitations on exclusive rights: Fair use/);
    assert.match(text, /In force/);
    assert.match(text, /current through \d{4}-\d{2}-\d{2}/);
    assert.match(text, /Title 17 — Copyrights › Chapter 1/);
    for (const command of ['statutes.openSection', 'statutes.copyCitation', 'statutes.replaceCitation', 'statutes.revealInTree']) {
      assert.ok(text.includes(`command:${command}`), `no ${command} link`);
    }
  });

  it('resolves a short form against the citation before it', async () => {
    const text = await hoverAt(document, 'Id. § 106', 5);
    assert.match(text, /17 U\.S\.C\. § 106/);
    assert.match(text, /Exclusive rights in copyrighted works/);
  });

  it('badges repealed and renumbered sections', async () => {
    assert.match(await hoverAt(document, '35 U.S.C. § 104', 3), /Repealed/);
    assert.match(await hoverAt(document, '17 U.S.C. § 116A', 3), /Renumbered/);
  });

  it('serves a state code section', async () => {
    assert.match(await hoverAt(document, 'D.C. Code § 47-2002', 3), /D\.C\. Code § 47-2002[\s\S]*Imposition of tax/);
  });

  it('says session laws are recognised but not verified, without a request', async () => {
    const before = totalCalls(await ledger());
    assert.match(await hoverAt(document, 'Pub. L. No. 117-228', 3), /not verified/);
    assert.equal(totalCalls(await ledger()), before);
  });

  it('spends one resolve per distinct citation: concurrent hovers share it, a warm hover makes no request', async () => {
    const hovers = await Promise.all([1, 2, 3, 4].map(() => hoverAt(document, '17 U.S.C. § 107(3)', 3)));
    for (const text of hovers) assert.match(text, /Fair use/);
    const cold = await ledger();
    assert.equal(cold.calls.resolve, 1, `resolve calls: ${JSON.stringify(cold.calls)}`);
    assert.equal(cold.creditsConsumed, price('resolve'));
    const started = Date.now();
    assert.match(await hoverAt(document, '17 U.S.C. § 107(3)', 3), /Fair use/);
    const warmMs = Date.now() - started;
    const warm = await ledger();
    assert.equal(totalCalls(warm), totalCalls(cold), 'a warm hover made a request');
    assert.ok(warmMs < 1000, `warm hover took ${warmMs} ms`);
  });

  it('keeps answers across windows in global storage', async () => {
    const api = await resetAll();
    await hoverAt(document, 'D.C. Code § 47-2002', 3);
    await api.lookup.cache.save();
    assert.ok(api.lookup.cache.size >= 1);
  });

  it('with hover.useNetwork off, shows only cached answers and spends nothing', async () => {
    await setSetting('hover.useNetwork', false);
    const text = await hoverAt(document, '17 U.S.C. § 107(3)', 3);
    assert.match(text, /Not verified yet/);
    assert.ok(text.includes('command:statutes.verifyDocument'));
    assert.equal(totalCalls(await ledger()), 0);
  });

  describe('failures end in one line with a next step', () => {
    it('no key → Set API Key…', async () => {
      const prompt = answerMessages(() => undefined);
      try {
        await vscode.commands.executeCommand('statutes.clearApiKey');
      } finally {
        prompt.restore();
      }
      const text = await hoverAt(document, '17 U.S.C. § 107(3)', 3);
      assert.match(text, /No API key is set/);
      assert.ok(text.includes('command:statutes.enterApiKey'));
    });

    it('401 → Set API Key…, and automatic lookups pause', async () => {
      const api = await resetAll();
      await vscode.commands.executeCommand('statutes.setApiKey', 'not-a-valid-key');
      const text = await hoverAt(document, '17 U.S.C. § 107(3)', 3);
      assert.match(text, /rejected the API key/);
      assert.ok(text.includes('command:statutes.enterApiKey'));
      assert.equal(api.gate.pausedFor, 'key');
    });

    it('402 → out of credits, automatic lookups pause until the user acts', async () => {
      const api = await resetAll(0);
      const text = await hoverAt(document, '17 U.S.C. § 107(3)', 3);
      assert.match(text, /out of credits/);
      assert.equal(api.gate.pausedFor, 'credits');
      assert.match(api.statusBar.text, /paused/);
      const calls = totalCalls(await ledger());
      const paused = await hoverAt(document, '35 U.S.C. § 104', 3);
      assert.match(paused, /Automatic lookups are paused/);
      assert.ok(paused.includes('command:statutes.showPricing'));
      assert.equal(totalCalls(await ledger()), calls, 'a paused hover made a request');
      await vscode.commands.executeCommand('statutes.resumeAutomaticLookups');
      assert.equal(api.gate.pausedFor, undefined);
    });

    it('429 storm → retry in N s, never a hang', async () => {
      await admin('POST', '/__admin/faults', { fault: '429', count: -1, retryAfter: 45 });
      const started = Date.now();
      const text = await hoverAt(document, '17 U.S.C. § 107(3)', 3);
      assert.match(text, /try again in 45 s/);
      assert.ok(Date.now() - started < 5000, 'the hover waited out a long Retry-After');
    });

    it('a slow service → timeout message within the configured time', async () => {
      await setSetting('requestTimeoutSeconds', 2);
      await admin('POST', '/__admin/faults', { fault: 'hang', count: 1 });
      const started = Date.now();
      const text = await hoverAt(document, '17 U.S.C. § 107(3)', 3);
      assert.match(text, /did not answer within 2 s/);
      assert.ok(Date.now() - started < 6000);
      assert.ok(text.includes('command:statutes.showLog'));
    });

    for (const fault of ['malformed-json', 'truncated', 'reset', '500'] as const) {
      it(`${fault} → a plain message with Show Log`, async () => {
        await admin('POST', '/__admin/faults', { fault, count: 1 });
        const text = await hoverAt(document, '17 U.S.C. § 107(3)', 3);
        assert.ok(text.includes('command:statutes.showLog'), text);
        assert.doesNotMatch(text, /at \w+ \(|Error:/, 'a stack trace leaked into the hover');
      });
    }

    it('offline (nothing listening) → could not reach the service', async () => {
      await setSetting('serviceUrl', 'http://127.0.0.1:9');
      const text = await hoverAt(document, '17 U.S.C. § 107(3)', 3);
      assert.match(text, /Could not reach the statute service/);
    });

    it('plain http to a non-loopback host is refused before any request', async () => {
      await setSetting('serviceUrl', 'http://statutes.example.com');
      const text = await hoverAt(document, '17 U.S.C. § 107(3)', 3);
      assert.match(text, /Refusing plain http/);
      assert.ok(text.includes('command:workbench.action.openSettings'));
    });
  });

  describe('what the live service adds', () => {
    it(`flags a goodLawStatus other than good_law (${DIALECT})`, async () => {
      const repealed = await hoverAt(document, '35 U.S.C. § 104', 3);
      assert.match(repealed, /Repealed/);
      if (DIALECT === 'live') assert.match(repealed, /\$\(warning\) Repealed · Good-law check: Not good law/);
      else assert.doesNotMatch(repealed, /good law/i, 'the interface dialect sends no goodLawStatus');
      const inForce = await hoverAt(document, '17 U.S.C. § 107(3)', 3);
      assert.match(inForce, /\$\(pass\) In force/);
      assert.doesNotMatch(inForce, /good law/i, 'good_law is not flagged');
    });

    it(`says when the section was last amended, and by which public laws (${DIALECT})`, async () => {
      const text = await hoverAt(document, '17 U.S.C. § 107(3)', 3);
      if (DIALECT === 'live') assert.match(text, /Last amended 1992 · Pub\. L\. 102-492, Pub\. L\. 101-650, Pub\. L\. 94-553/);
      else assert.doesNotMatch(text, /Last amended/, 'the interface dialect sends no amendment history');
    });

    it('a cached live answer: an unverified good-law check is flagged, and the pinpoint resolve echoed is used when the document has none', async () => {
      const api = await resetAll();
      const { document: brief } = await openDocument('echoed-pinpoint.md', 'The rights are in 17 U.S.C. § 106.\n');
      const canonical = '17 U.S.C. § 106';
      api.lookup.cache.set(`USC||${canonical}`, {
        canonical,
        resolved: true,
        subsection: '(3)',
        fetchedAt: Date.now(),
        section: {
          actId: 'USC_T17_C1_S106',
          citation: '17 U.S.C. § 106 (2025)',
          citationShort: canonical,
          title: 'Exclusive rights in copyrighted works',
          breadcrumb: [{ type: 'title', num: '17', label: 'Title 17', name: 'Copyrights' }],
          actStatus: 'in_force',
          goodLawStatus: 'unknown',
          lastAmendedYear: 2002,
          publicLaws: ['Pub. L. 107-273', 'Pub. L. 106-44', 'Pub. L. 104-39', 'Pub. L. 101-650'],
        },
      } as never);
      const text = await hoverAt(brief, canonical, 12);
      assert.match(text, /\*\*17 U\.S\.C\. § 106\(3\)\*\*/, 'the echoed pinpoint is not in the heading');
      assert.match(text, /\$\(info\) In force · Good-law check: Unverified/);
      assert.match(text, /Last amended 2002 · Pub\. L\. 107-273, Pub\. L\. 106-44, Pub\. L\. 104-39 and 1 more/);
      assert.match(text, /Insert 17 U\.S\.C\. § 106\(3\)\]\(command:statutes\.replaceCitation/);
      assert.equal(totalCalls(await ledger()), 0);
    });
  });
});

