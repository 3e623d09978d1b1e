// The pinpoint locator on real statute text, from each form a section's structure comes in: the live
// service's structured subsections, the HTML's marked levels, and the plain text's enumerators.
import * as assert from 'node:assert/strict';
import { locatePinpoint, outlineOf } from '../../../src/core/checks/pinpoints';
import type { SectionBody } from '../../../src/core/api/models';
import { START_TIMEOUT_MS } from '../service/helpers';
import { DC_47_2002, RealTexts, S107, S115 } from './texts';

describe('pinpoint locator on real statute text', function () {
  this.timeout(START_TIMEOUT_MS);
  let live: RealTexts;
  let iface: RealTexts;
  before(async () => {
    [live, iface] = await Promise.all([RealTexts.start('live'), RealTexts.start('interface')]);
  });
  after(async () => Promise.all([live?.close(), iface?.close()]));

  /** The same answer three ways: as served (structured on live), HTML only, plain text only. */
  const forms = (body: SectionBody): [string, SectionBody][] => [
    ['as served', body],
    ['html only', { ...body, subsections: undefined }],
    ['plain only', { ...body, subsections: undefined, html: '' }],
  ];

  it('17 U.S.C. § 107 has paragraphs (1)–(4) and no (5), in every form', async () => {
    assert.ok(locatePinpoint(outlineOf(await iface.body(S107)), '(1)-(4)').found, 'the range (1)-(4)');
    assert.equal(locatePinpoint(outlineOf(await iface.body(S107)), '(1)-(5)').found, false, 'the range (1)-(5)');
    const body = await live.body(S107, undefined, true);
    assert.equal(outlineOf(body).source, 'subsections');
    for (const [form, b] of forms(body)) {
      const outline = outlineOf(b);
      const four = locatePinpoint(outline, '(4)');
      assert.ok(four.found, form);
      assert.match(four.text, /^\(4\) the effect of the use upon the potential market for or value of the copyrighted work\.$/, form);
      const five = locatePinpoint(outline, '(5)');
      assert.equal(five.found, false, form);
      assert.ok(!five.found && five.level === 'paragraph' && five.missing === '(5)' && five.existing === '', form);
    }
  });

  it('17 U.S.C. § 115: (d)(3)(D)(ii)(I) exists in 2025, and 2014 has no (c)(1)(A)…(d)(3)', async () => {
    const now = await iface.body(S115);
    const then = await iface.body(S115, '2014-01-01');
    for (const [form, b] of forms(now)) {
      const deep = locatePinpoint(outlineOf(b), '(d)(3)(D)(ii)(I)');
      assert.ok(deep.found, `${form}: (d)(3)(D)(ii)(I)`);
      assert.match(deep.text, /^\(I\) /, form);
    }
    for (const [form, b] of forms(then)) {
      const outline = outlineOf(b);
      assert.ok(locatePinpoint(outline, '(c)(3)(G)(i)(II)').found, form);
      const gone = locatePinpoint(outline, '(d)(3)');
      assert.equal(gone.found, false, form);
      assert.ok(!gone.found && gone.existing === '(d)' && gone.missing === '(3)' && gone.level === 'paragraph', `${form}: ${JSON.stringify(gone)}`);
      const sub = locatePinpoint(outline, '(c)(1)(A)');
      assert.ok(!sub.found && sub.existing === '(c)(1)' && sub.level === 'subparagraph', form);
    }
  });

  it('D.C. Code § 47-2002: (a)(3A) is found, and (d)(2)(C)(ii) exists in the current text but not in 2021', async () => {
    const now = await iface.body(DC_47_2002);
    const then = await iface.body(DC_47_2002, '2021-10-18');
    for (const [form, b] of forms(now)) {
      const outline = outlineOf(b);
      assert.ok(locatePinpoint(outline, '(a)(3A)').found, `${form}: (a)(3A)`);
      assert.ok(locatePinpoint(outline, '(d)(2)(C)(ii)').found, `${form}: (d)(2)(C)(ii)`);
    }
    for (const [form, b] of forms(then)) {
      const outline = outlineOf(b);
      assert.ok(locatePinpoint(outline, '(a)(4B)').found, form);
      const missing = locatePinpoint(outline, '(d)(2)(C)(ii)');
      assert.ok(!missing.found && missing.existing === '(d)' && missing.missing === '(2)', `${form}: ${JSON.stringify(missing)}`);
    }
  });

  it('the live structured subsections and the interface HTML give the same pinpoints for § 115 today', async () => {
    const structured = outlineOf(await live.body(S115, undefined, true));
    const html = outlineOf(await iface.body(S115));
    assert.equal(structured.source, 'subsections');
    assert.equal(html.source, 'html');
    assert.deepEqual([...structured.nodes.keys()].sort(), [...html.nodes.keys()].sort());
  });
});

describe('pinpoint ranges', () => {
  it('(1)-(4) names both ends; (a)(1)-(3) keeps the common levels', async () => {
    const { pinpointEndpoints } = await import('../../../src/core/checks/pinpoints');
    assert.deepEqual(pinpointEndpoints('(1)-(4)'), ['(1)', '(4)']);
    assert.deepEqual(pinpointEndpoints('(a)(1)-(3)'), ['(a)(1)', '(a)(3)']);
    assert.deepEqual(pinpointEndpoints('(a)(1)(B)'), ['(a)(1)(B)']);
  });
});
