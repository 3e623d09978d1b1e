import * as assert from 'node:assert/strict';
import { asOfNotice } from '../../../src/core/lookup/asOfNotice';

describe('the as-of notice', () => {
  it('says a live text is the current text, not "no edition on file", and shows the coverage note', () => {
    const notice = asOfNotice({ requested: '2019-05-01', existed: null, source: 'live', coverage: 'Dated texts of the D.C. Code are kept from 2024 on.' });
    assert.match(notice.text, /^Text as of 2019-05-01, from the current text/);
    assert.doesNotMatch(notice.text, /no edition on file/);
    assert.equal(notice.kind, 'warning');
    assert.equal(notice.coverage, 'Dated texts of the D.C. Code are kept from 2024 on.');
  });

  it('names the edition year the live service resolved, and the interface edition label', () => {
    assert.equal(asOfNotice({ requested: '2021-06-01', existed: true, source: 'published', resolvedEditionYear: 2021, resolvedEdition: '2021' }).text, 'Text as of 2021-06-01, from the published edition (2021).');
    assert.equal(asOfNotice({ requested: '2014-01-01', existed: true, source: 'reconstructed', resolvedEdition: '2013 edition' }).kind, 'warning');
  });

  it('unavailable and not-yet-existing texts say so, preferring the body note', () => {
    assert.match(asOfNotice({ requested: '1990-01-01', existed: null, source: 'unavailable' }).text, /no edition of this code from before 1990-01-01/);
    assert.equal(asOfNotice({ requested: '2015-06-01', existed: false, source: 'published' }, 'Enacted in 2018.').text, 'Enacted in 2018.');
    assert.match(asOfNotice({ requested: '2020-01-01', existed: true, source: 'observed' }).text, /"observed"/);
  });
});
