import * as assert from 'node:assert/strict';
import { coverageSummary } from '../../../src/core/tree/coverageSummary';

describe('coverage summary', () => {
  it('names the codes with data, U.S. Code first, and counts the jurisdictions without', () => {
    const text = coverageSummary({
      corpusTypes: [],
      jurisdictions: [
        { code: 'federal', name: 'United States (federal)', hasData: true, corpora: { CFR: 1369, USC: 368 } },
        { code: 'dc', name: 'District of Columbia', hasData: true, corpora: { STATE: 2553 } },
        { code: 'ca', name: 'California', hasData: false, corpora: { STATE: 0 } },
        { code: 'ny', name: 'New York', corpora: {} },
      ],
    });
    assert.equal(text, 'Covers the U.S. Code (368 sections), the C.F.R. (1,369) and the D.C. Code (2,553); no data for 2 other jurisdictions.');
  });
  it('says so when nothing is covered', () => {
    assert.equal(coverageSummary({ corpusTypes: [], jurisdictions: [] }), 'Covers no code yet.');
  });
});
