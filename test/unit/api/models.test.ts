import * as assert from 'node:assert/strict';
import { InvalidResponseError } from '../../../src/core/api/errors';
import {
  readBatchSections,
  readCreditsConsumed,
  readDivisionPage,
  readResolution,
  readSearchResults,
  readSectionAnswer,
  readSectionBody,
  readSectionRecord,
  readWatches,
} from '../../../src/core/api/models';

/** The interface document's own example record. */
const BARE = { _mock: true, actId: 'USC_T17_C1_S107', citation: '17 U.S.C. § 107', title: 'Fair use', actStatus: 'in_force', currentThrough: '2025-08-26' };

describe('payload readers', () => {
  it('accept the bare record wherever a wrapped one is described', () => {
    assert.equal(readSectionAnswer(BARE).section.actId, 'USC_T17_C1_S107');
    assert.equal(readResolution(BARE).resolved, true);
    assert.equal(readBatchSections(BARE).sections.length, 1);
    assert.equal(readSearchResults(BARE).results.length, 1);
    assert.equal(readSectionRecord(BARE).mock, true);
  });

  it('accept the wrapped shapes and ignore unknown fields', () => {
    const answer = readSectionAnswer({ section: { ...BARE, _mock: undefined, future: 1, breadcrumb: [{ type: 'title', num: '17', label: 'Title 17', name: 'Copyrights' }] }, creditsConsumed: 1, extra: {} });
    assert.equal(answer.section.mock, false);
    assert.equal(answer.section.breadcrumb[0].name, 'Copyrights');
    assert.equal(readResolution({ resolved: false, inputCitation: '99 U.S.C. § 1', section: null, subsection: null }).resolved, false);
    assert.deepEqual(readBatchSections({ sections: [BARE], notFound: ['X'], count: 1 }).notFound, ['X']);
  });

  it('reject records without an actId and lists that are not lists', () => {
    assert.throws(() => readSectionRecord({ citation: 'x' }), InvalidResponseError);
    assert.throws(() => readSectionAnswer('hello'), InvalidResponseError);
    assert.throws(() => readSearchResults({ results: 'nope' }), InvalidResponseError);
    assert.throws(() => readBatchSections({ sections: [BARE], notFound: [3, {}] }), InvalidResponseError);
    assert.throws(() => readDivisionPage({ divisions: [{ name: 'no identifier' }] }), InvalidResponseError);
  });

  it('read bodies, with and without as-of information', () => {
    const body = readSectionBody({ actId: 'A', html: '<p>x</p>', plain: 'x', available: true, asOf: { requested: '2014-01-01', existed: true, source: 'published', resolvedEdition: '113-31' } }, 'A');
    assert.equal(body.asOf?.resolvedEdition, '113-31');
    const missing = readSectionBody({ actId: 'A', available: false, note: 'No text before 2013-07-26' }, 'A');
    assert.equal(missing.available, false);
    assert.throws(() => readSectionBody({ actId: 'A', available: true }, 'A'), InvalidResponseError);
  });

  it('read the {data: …} envelopes of the free endpoints', () => {
    assert.equal(readWatches({ data: { watches: [{ id: 'w1', corpusType: 'USC', channel: 'email' }] } })[0].id, 'w1');
    assert.equal(readDivisionPage({ level: 'titles', divisions: [{ identifier: 'usc/t17', name: 'Title 17' }] }).divisions[0].isLeaf, false);
  });

  it('find creditsConsumed at the top level or under meta', () => {
    assert.equal(readCreditsConsumed({ creditsConsumed: 2 }), 2);
    assert.equal(readCreditsConsumed({ meta: { creditsConsumed: 0 } }), 0);
    assert.equal(readCreditsConsumed({ creditsConsumed: 'two' }), 0);
  });
});
