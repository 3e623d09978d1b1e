import * as assert from 'node:assert/strict';
import { asOfNotice, editionName, editionWords, statusAsOf } from '../../../src/core/lookup/asOfNotice';

describe('the as-of notice', () => {
  it('says a live text is the current text, not "no edition on file", and shows the coverage note', () => {
    const notice = asOfNotice({ requested: '2019-05-01', existed: null, source: 'live', coverage: 'Dated texts of the D.C. Code are kept from 2024 on.' });
    assert.match(notice.text, /^Text as of 2019-05-01, from the current text/);
    assert.doesNotMatch(notice.text, /no edition on file/);
    assert.equal(notice.kind, 'warning');
    assert.equal(notice.coverage, 'Dated texts of the D.C. Code are kept from 2024 on.');
  });

  it('names the edition year the live service resolved, and the interface edition label', () => {
    assert.equal(asOfNotice({ requested: '2021-06-01', existed: true, source: 'published', resolvedEditionYear: 2021, resolvedEdition: '2021' }).text, 'Text as of 2021-06-01, from the published edition (2021 edition).');
    assert.equal(asOfNotice({ requested: '2014-01-01', existed: true, source: 'reconstructed', resolvedEdition: '2013 edition' }).kind, 'warning');
  });

  it('unavailable and not-yet-existing texts say so, preferring the body note', () => {
    assert.match(asOfNotice({ requested: '1990-01-01', existed: null, source: 'unavailable' }).text, /no edition of this code from before 1990-01-01/);
    assert.equal(asOfNotice({ requested: '2015-06-01', existed: false, source: 'published' }, 'Enacted in 2018.').text, 'Enacted in 2018.');
    assert.match(asOfNotice({ requested: '2020-01-01', existed: true, source: 'observed' }).text, /"observed"/);
  });

  it('names editions in words: the year where known, else the release point, never "Online@113-31"', () => {
    assert.equal(editionName({ resolvedEdition: 'Online@113-31', resolvedEditionYear: 2013 }, 'U.S.C.'), 'U.S. Code, 2013 release');
    assert.equal(editionName({ resolvedEdition: 'Online@113-31' }, 'U.S.C.'), 'the U.S. Code release point 113-31');
    assert.equal(editionName({ resolvedEditionYear: 2021 }, 'C.F.R.'), 'Code of Federal Regulations, 2021 release');
    assert.equal(editionName({ resolvedEditionYear: 2021 }), '2021 edition');
    const notice = asOfNotice({ requested: '2014-01-01', existed: true, source: 'published', resolvedEdition: 'Online@113-31', resolvedEditionYear: 2013 }, undefined, 'U.S.C.');
    assert.equal(notice.text, 'Text as of 2014-01-01, from the published edition (U.S. Code, 2013 release).');
    const missing = asOfNotice({ requested: '2010-01-01', existed: null, source: 'unavailable' }, 'No text of 17 U.S.C. § 115 is on file before 2013-07-26 (the earliest edition here is Online@113-31).', 'U.S.C.');
    assert.doesNotMatch(missing.text, /Online@/);
    assert.match(editionWords('The Online@117-80 text (2021-04-29)', 'U.S.C.'), /^The U\.S\. Code release point 117-80 text/i);
  });

  it('the status of a past view is that of the date, not today', () => {
    assert.deepEqual(statusAsOf({ requested: '2014-01-01', existed: true, source: 'published', resolvedEditionYear: 2013 }, 'U.S.C.'), { text: 'In the code as of 2014-01-01 · U.S. Code, 2013 release', kind: 'ok' });
    assert.equal(statusAsOf({ requested: '2015-06-01', existed: false, source: 'published' }).text, 'Not in the code as of 2015-06-01');
    assert.equal(statusAsOf({ requested: '2010-01-01', existed: null, source: 'unavailable' }).kind, 'warning');
  });
});
