import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { SHARED_DATA_DIR, type RunningService } from '../../service/service';
import { API, call, useRealDataService } from './helpers';

describe('statute service: text as of a date', function () {
  let service: RunningService;

  useRealDataService((started) => (service = started));

  const body = async (actId: string, asOf: string) => {
    const res = await call(service, `${API}/section/${encodeURIComponent(actId)}/body?asOf=${asOf}`);
    assert.equal(res.status, 200, `${actId} as of ${asOf}: ${res.text}`);
    return res.json;
  };

  it('17 U.S.C. § 115 as of 2014-01-01 is much shorter than as of 2025-12-31', async () => {
    const early = await body('USC_T17_C1_S115', '2014-01-01');
    const late = await body('USC_T17_C1_S115', '2025-12-31');
    assert.equal(early.asOf.source, 'published');
    assert.equal(early.asOf.resolvedEdition, 'Online@113-31');
    assert.equal(late.asOf.resolvedEdition, 'Online@119-36');
    assert.equal(early.asOf.existed, true);
    assert.ok(late.plain.length > early.plain.length * 3, `${early.plain.length} vs ${late.plain.length}`);
    assert.equal(early.asOf.requested, '2014-01-01');
    assert.equal(early.creditsConsumed, 2);
  });

  it('§§ 1501–1511 of title 17 do not exist as of 2015 but do as of 2022', async () => {
    const chapter = await call(service, `${API}/divisions?parent=${encodeURIComponent('/us/usc/t17/ch15')}`);
    const ids: string[] = chapter.json.divisions.map((d: { actId: string }) => d.actId);
    assert.deepEqual(
      ids.map((id) => id.replace(/^.*_S/, '')),
      ['1501', '1502', '1503', '1504', '1505', '1506', '1507', '1508', '1509', '1510', '1511'],
    );
    for (const id of ids) {
      const before = await body(id, '2015-06-30');
      assert.equal(before.asOf.existed, false, id);
      assert.equal(before.available, false, id);
      assert.equal(before.html, null);
      assert.match(before.note, /did not exist on 2015-06-30/);
      const after = await body(id, '2022-01-01');
      assert.equal(after.asOf.existed, true, id);
      assert.equal(after.available, true, id);
      assert.equal(after.asOf.source, 'published');
    }
  });

  it('1 U.S.C. § 7 reads differently before and after Pub. L. 117-228 (Dec. 13, 2022)', async () => {
    const before = await body('USC_T1_C1_S7', '2022-06-01');
    const after = await body('USC_T1_C1_S7', '2024-01-01');
    assert.match(before.plain, /one man and one woman/);
    assert.doesNotMatch(after.plain, /one man and one woman/);
    assert.match(after.plain, /between 2 individuals/);
    assert.equal(after.asOf.resolvedEdition, 'Online (processed 2023-06-29)');
    // Between the amendment and the next edition, the later text is reconstructed from its source credit.
    const between = await body('USC_T1_C1_S7', '2023-01-15');
    assert.equal(between.asOf.source, 'reconstructed');
    assert.equal(between.plain, after.plain);
    const current = await call(service, `${API}/section/USC_T1_C1_S7/body`);
    assert.match(current.json.plain, /between 2 individuals/);
  });

  it('D.C. Code § 47-2002 differs across its dated versions', async () => {
    const dates = fs
      .readdirSync(path.join(SHARED_DATA_DIR, 'dc', 'history-47-2002'))
      .map((f) => /@(\d{4}-\d{2}-\d{2})/.exec(f)?.[1])
      .filter((d): d is string => !!d)
      .sort();
    assert.equal(dates.length, 19);
    const texts = new Map<string, string>();
    for (const date of dates) {
      const answer = await body('STATE_DC_T47_C20_S47-2002', date);
      assert.equal(answer.asOf.source, 'published');
      assert.equal(answer.asOf.resolvedEdition, `D.C. Code build ${date} (§ 47-2002 only)`);
      texts.set(date, answer.plain);
    }
    assert.ok(new Set(texts.values()).size >= 8, `only ${new Set(texts.values()).size} distinct texts`);
    assert.notEqual(texts.get(dates[0]!), texts.get(dates[dates.length - 1]!));
    // The day before a build still reads the previous build.
    const dayBefore = await body('STATE_DC_T47_C20_S47-2002', '2022-03-29');
    assert.equal(dayBefore.plain, texts.get('2021-11-19'));
  });

  it('says no text is on file before the earliest edition', async () => {
    const early = await body('USC_T17_C1_S107', '2001-01-01');
    assert.equal(early.available, false);
    assert.equal(early.asOf.source, 'unavailable');
    assert.equal(early.asOf.existed, null);
    assert.match(early.note, /No text of 17 U\.S\.C\. § 107 is on file before 2013-07-26/);
    const dc = await body('STATE_DC_T22_C1_S22-101', '2020-01-01');
    assert.match(dc.note, /before 2024-10-20/);
    // A section whose credit says when it was added did not exist before that, even without an edition.
    const added = await body('USC_T17_C15_S1501', '2001-01-01');
    assert.equal(added.asOf.existed, false);
    assert.match(added.note, /added on 2020-12-27/);
  });

  it('answers the current text for a date after the newest edition', async () => {
    const future = await body('USC_T17_C1_S107', '2030-01-01');
    const current = await call(service, `${API}/section/USC_T17_C1_S107/body`);
    assert.equal(future.plain, current.json.plain);
    assert.equal(future.asOf.resolvedEdition, 'Online@119-36');
  });
});
