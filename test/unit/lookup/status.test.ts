import * as assert from 'node:assert/strict';
import { findCitations } from '../../../src/core/citations';
import { findingsFor } from '../../../src/core/lookup/findings';
import { ACT_STATUSES, actStatusWords, goodLawWords, standingOf, statusText } from '../../../src/core/lookup/status';

/** The live service's actStatus set (its shared value sets). */
const LIVE = 'abolished deleted expired in_force inactive non_precedential not_funded not_yet_effective omitted proposed recodified recompiled rejected relocated removed renumbered repealed rescinded reserved revoked superseded terminated transferred unconstitutional vacant vacated vetoed withdrawn'.split(' ');

describe('status vocabulary', () => {
  it('names every live actStatus, and only in force is ok', () => {
    assert.equal(LIVE.length, 28);
    assert.deepEqual([...ACT_STATUSES].sort(), LIVE);
    for (const status of LIVE) {
      const words = actStatusWords(status);
      assert.ok(words.label && words.phrase && words.icon, status);
      assert.equal(words.severity === 'ok', status === 'in_force', status);
    }
  });

  it('repealed is a warning wherever it is shown', () => {
    assert.equal(actStatusWords('repealed').severity, 'warning');
    const [cite] = findCitations('35 U.S.C. § 104');
    const section = { actId: 'USC_T35_S104', breadcrumb: [], mock: false, actStatus: 'repealed' };
    const [finding] = findingsFor(cite, { canonical: cite.canonical, resolved: true, subsection: null, fetchedAt: 0, section }, { today: '2026-11-21', staleAfterDays: 540, checkForm: false });
    assert.equal(finding.severity, actStatusWords('repealed').severity);
    assert.equal(finding.message, '35 U.S.C. § 104 has been repealed.');
  });

  it('no status is in force; an unknown one reads as not in force', () => {
    assert.equal(actStatusWords(undefined).severity, 'ok');
    assert.equal(actStatusWords('set_aside').label, 'Set aside');
    assert.equal(actStatusWords('set_aside').phrase, 'is not in force (set aside)');
    assert.equal(actStatusWords('set_aside').severity, 'warning');
  });

  it('says where a moved section went', () => {
    assert.equal(statusText({ actId: 'A', breadcrumb: [], mock: false, actStatus: 'renumbered', renumberedTo: '17 U.S.C. § 108' }), 'Renumbered → 17 U.S.C. § 108');
  });

  it('names every goodLawStatus, unknown and null as unverified', () => {
    assert.equal(goodLawWords('good_law').severity, 'ok');
    assert.equal(goodLawWords('not_good_law').severity, 'warning');
    assert.equal(goodLawWords('not_operative').label, 'Not operative');
    assert.equal(goodLawWords('unknown').label, 'Unverified');
    assert.equal(goodLawWords(null).label, 'Unverified');
  });

  it('lets a good-law status other than good_law make the standing worse, never better', () => {
    assert.deepEqual(standingOf({ actStatus: 'in_force', goodLawStatus: 'good_law' }).severity, 'ok');
    assert.equal(standingOf({ actStatus: 'in_force', goodLawStatus: 'good_law' }).goodLaw, undefined);
    assert.equal(standingOf({ actStatus: 'in_force', goodLawStatus: 'not_good_law' }).severity, 'warning');
    assert.equal(standingOf({ actStatus: 'in_force', goodLawStatus: 'unknown' }).goodLaw?.label, 'Unverified');
    assert.equal(standingOf({ actStatus: 'in_force', goodLawStatus: 'unknown' }).severity, 'information');
    assert.equal(standingOf({ actStatus: 'repealed', goodLawStatus: 'unknown' }).severity, 'warning');
    assert.equal(standingOf({}).severity, 'ok');
  });
});
