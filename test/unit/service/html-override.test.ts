import assert from 'node:assert/strict';
import type { RunningService } from '../../service/service';
import { API, TEST_KEY, call, useRealDataService } from './helpers';

const ACT = 'USC_T17_C1_S107';
const BODY = `${API}/section/${ACT}/body`;
const HOSTILE = '<p>Fair use<script>document.title = "PWNED"</script></p><img src=x onerror="alert(1)">';

describe('statute service: POST/DELETE /__admin/html (section HTML override)', function () {
  let service: RunningService;

  useRealDataService((started) => (service = started));

  beforeEach(() => service.reset());

  const override = (actId: string, html: string) => call(service, '/__admin/html', { key: null, body: { actId, html } });

  it('answers the override, byte for byte, as the current body and as of any date; the rest is unchanged', async () => {
    const before = await call(service, BODY);
    assert.equal(before.status, 200);
    const set = await override(ACT, HOSTILE);
    assert.equal(set.status, 200, set.text);
    assert.deepEqual(set.json.overridden, [ACT]);

    const current = await call(service, BODY);
    assert.equal(current.status, 200);
    assert.equal(current.json.html, HOSTILE);
    assert.equal(current.json.plain, before.json.plain);
    assert.equal(current.json.citation, '17 U.S.C. § 107');
    assert.equal(current.json.available, true);
    assert.equal(current.json.creditsConsumed, before.json.creditsConsumed);

    const asOf = await call(service, `${BODY}?asOf=2014-01-01`);
    assert.equal(asOf.status, 200);
    assert.equal(asOf.json.html, HOSTILE);
    assert.equal(asOf.json.asOf.requested, '2014-01-01');

    // A citation standing for the act id reaches the same override; other sections are untouched.
    const byCitation = await call(service, `${API}/section/${encodeURIComponent('17 U.S.C. § 107')}/body`);
    assert.equal(byCitation.json.html, HOSTILE);
    const other = await call(service, `${API}/section/USC_T17_C1_S106/body`);
    assert.equal(other.status, 200);
    assert.doesNotMatch(other.json.html, /PWNED/);
  });

  it('is removed by DELETE (one act id or all) and by a reset', async () => {
    const original = (await call(service, BODY)).json.html;
    await override(ACT, HOSTILE);
    await override('USC_T17_C1_S106', '<p>other</p>');

    const one = await call(service, `/__admin/html?actId=${ACT}`, { key: null, method: 'DELETE' });
    assert.equal(one.status, 200);
    assert.deepEqual(one.json.overridden, ['USC_T17_C1_S106']);
    assert.equal((await call(service, BODY)).json.html, original);

    const all = await call(service, '/__admin/html', { key: null, method: 'DELETE' });
    assert.deepEqual(all.json.overridden, []);
    assert.notEqual((await call(service, `${API}/section/USC_T17_C1_S106/body`)).json.html, '<p>other</p>');

    await override(ACT, HOSTILE);
    service.reset();
    assert.equal((await call(service, BODY)).json.html, original);
  });

  it('refuses a malformed request or an unknown act id', async () => {
    assert.equal((await call(service, '/__admin/html', { key: null, body: { actId: ACT } })).status, 422);
    assert.equal((await call(service, '/__admin/html', { key: null, body: { html: '<p>x</p>' } })).status, 422);
    const unknown = await override('USC_T17_C1_S99999', '<p>x</p>');
    assert.equal(unknown.status, 404);
    assert.equal(service.context.htmlOverrides.size, 0);
  });

  it('is an admin route: no key needed, nothing charged', async () => {
    await override(ACT, HOSTILE);
    assert.equal(service.ledger(TEST_KEY).creditsConsumed, 0);
  });
});
