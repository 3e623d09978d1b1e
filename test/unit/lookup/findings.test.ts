import * as assert from 'node:assert/strict';
import { findCitations } from '../../../src/core/citations';
import { findingsFor } from '../../../src/core/lookup/findings';
import { checkedAnswer, skipReason } from '../../../src/core/lookup/verify';
import { CitationLookup } from '../../../src/core/lookup/lookup';
import type { Coverage } from '../../../src/core/api/models';
import { ACT_STATUSES, standingOf } from '../../../src/core/lookup/status';
import type { CitationInfo } from '../../../src/core/lookup/lookup';

const options = { today: '2026-11-21', staleAfterDays: 540, checkForm: true };
const resolved = (extra: Record<string, unknown> = {}): CitationInfo => ({
  canonical: 'x',
  resolved: true,
  subsection: null,
  fetchedAt: 0,
  section: { actId: 'A', breadcrumb: [], mock: false, actStatus: 'in_force', currentThrough: '2025-08-26', ...extra },
});

describe('findings', () => {
  const [cite] = findCitations('17 U.S.C. § 107');
  it('an answer in force and current raises nothing', () => assert.deepEqual(findingsFor(cite, resolved(), options), []));
  it('not found is an error', () => assert.equal(findingsFor(cite, { ...resolved(), resolved: false, section: null }, options)[0].severity, 'error'));
  it('repealed or renumbered is a warning naming the new place', () => {
    const [f] = findingsFor(cite, resolved({ actStatus: 'renumbered', renumberedTo: '17 U.S.C. § 108' }), options);
    assert.equal(f.severity, 'warning');
    assert.match(f.message, /renumbered; now 17 U\.S\.C\. § 108/);
  });
  it('old text is information', () => assert.equal(findingsFor(cite, resolved({ currentThrough: '2020-01-01' }), options)[0].code, 'stale'));
  it('a mock record is never taken as verified', () => assert.equal(findingsFor(cite, resolved({ mock: true }), options)[0].code, 'mock'));
  it('a non-Bluebook form is a hint with the replacement, spaces of any kind aside', () => {
    const [loose] = findCitations('17 USC 107(a)');
    assert.deepEqual(findingsFor(loose, resolved(), options).map((f) => f.replacement), ['17 U.S.C. § 107(a)']);
    const [nbsp] = findCitations('17 U.S.C. §\u00a0107');
    assert.deepEqual(findingsFor(nbsp, resolved(), options), []);
  });
  it('list members and LaTeX are not rewritten', () => {
    for (const c of findCitations('17 U.S.C. §§ 1501–1511')) assert.deepEqual(findingsFor(c, resolved(), options), []);
    const [latex] = findCitations('28~U.S.C.~\\S~1331');
    assert.deepEqual(findingsFor(latex, resolved(), { ...options, checkForm: false }), []);
  });
  it('a session law is not flagged for not being verified', () => {
    const [law] = findCitations('Pub. L. No. 117-228');
    assert.deepEqual(findingsFor(law, undefined, { ...options, skippedReason: 'not in the service' }), []);
  });

  it('a goodLawStatus other than good_law is a finding, at the severity of the one status vocabulary', () => {
    assert.deepEqual(findingsFor(cite, resolved({ goodLawStatus: 'good_law' }), options), []);
    const [notGood] = findingsFor(cite, resolved({ goodLawStatus: 'not_good_law' }), options);
    assert.deepEqual([notGood.code, notGood.severity, notGood.message], ['good-law', 'warning', '17 U.S.C. § 107 is no longer good law.']);
    const [unknown] = findingsFor(cite, resolved({ goodLawStatus: 'unknown' }), options);
    assert.deepEqual([unknown.code, unknown.severity], ['good-law', 'information']);
    assert.equal(findingsFor(cite, resolved({ goodLawStatus: 'not_operative' }), options)[0].severity, 'warning');
  });

  it('a dead status and a bad good-law verdict make one finding, not two', () => {
    const findings = findingsFor(cite, resolved({ actStatus: 'repealed', goodLawStatus: 'not_good_law' }), options);
    assert.equal(findings.length, 1);
    assert.equal(findings[0].code, 'not-in-force');
    assert.equal(findings[0].message, '17 U.S.C. § 107 has been repealed (good-law check: not good law).');
  });

  it('every actStatus maps through standingOf: its finding has the vocabulary severity', () => {
    for (const status of [...ACT_STATUSES, 'set_aside']) {
      for (const goodLawStatus of [undefined, 'good_law', 'not_good_law', 'unknown']) {
        const expected = standingOf({ actStatus: status, goodLawStatus: goodLawStatus as 'good_law' | undefined }).severity;
        const findings = findingsFor(cite, resolved({ actStatus: status, goodLawStatus }), options);
        if (expected === 'ok') assert.deepEqual(findings, [], `${status}/${goodLawStatus}`);
        else assert.deepEqual(findings.map((f) => f.severity), [expected], `${status}/${goodLawStatus}`);
      }
    }
  });

  describe('the one verdict the hover and verification share', () => {
    const coverage: Coverage = {
      corpusTypes: [],
      jurisdictions: [
        { code: 'federal', name: 'United States (federal)', hasData: true, corpora: { USC: 368, CFR: 1369 } },
        { code: 'ca', name: 'California', hasData: false, corpora: {} },
      ],
    };
    it('a code the service does not cover is said to be so, in the words a verification uses', () => {
      const [cal] = findCitations('Cal. Civ. Code § 3294');
      const reason = skipReason(cal, coverage);
      assert.equal(reason, 'The statute service has no data for California; not verified.');
      assert.deepEqual(findingsFor(cal, undefined, { ...options, skippedReason: reason }).map((f) => f.message), ['Cal. Civ. Code § 3294: the statute service has no data for California; not verified.']);
      assert.equal(skipReason(cite, coverage), undefined);
    });
    it('a session law is never sent, with or without coverage', () => {
      const [law] = findCitations('Pub. L. 117-228');
      assert.match(skipReason(law, undefined) ?? '', /Session laws/);
    });
    it('a stale current-through date is information, whatever the status', () => {
      const [cfr] = findCitations('14 C.F.R. § 91.3');
      const found = findingsFor(cfr, resolved({ currentThrough: '2015-01-01' }), options);
      assert.deepEqual(found.map((f) => [f.code, f.severity, f.message]), [['stale', 'information', "14 C.F.R. § 91.3: the service's text is current only through 2015-01-01."]]);
    });
    it('a chapter a verification checked is answered from the cache alone, as verification found it', async () => {
      const lookup = new CitationLookup(() => {
        throw new Error('no request may be made');
      });
      const [chapter] = findCitations('See D.C. Code ch. 22-99.');
      assert.equal(chapter.kind, 'division');
      assert.equal(await checkedAnswer(chapter, lookup, coverage), undefined);
      lookup.cache.set(CitationLookup.key(chapter), { canonical: chapter.canonical, resolved: false, section: null, subsection: null, fetchedAt: Date.now() });
      const answer = await checkedAnswer(chapter, lookup, coverage);
      assert.equal(answer?.resolved, false);
      assert.deepEqual(findingsFor(chapter, answer, options).map((f) => f.code), ['unresolved']);
      assert.equal(await checkedAnswer(cite, lookup, coverage), undefined, 'a section citation is not a checked chapter');
    });
    it('a U.S. Code chapter cited as a whole says it is not verified, where a state chapter is looked for', () => {
      const [federal, state] = findCitations('See 18 U.S.C. ch. 90 and Mass. Gen. Laws ch. 93A.');
      assert.equal(skipReason(federal, undefined), 'It cites a whole chapter of the U.S. Code, not a section; not verified.');
      assert.match(skipReason(state, undefined) ?? '', /looks for the chapter in the code's divisions/);
    });
  });
});
