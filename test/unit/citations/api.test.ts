import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { canonicalize, CitationIndex, findCitations, parseCitation } from '../../../src/core/citations/index';

describe('citations: parseCitation and canonicalize', () => {
  const cases: Array<[string, string]> = [
    ['17 USC 107', '17 U.S.C. § 107'],
    ['17 U.S.C. § 107(a)', '17 U.S.C. § 107'],
    ['17 usc 107', '17 U.S.C. § 107'],
    ['17 u.s.c. 107', '17 U.S.C. § 107'],
    ['D.C. Code § 47-2002', 'D.C. Code § 47-2002'],
    ['1 CFR 1.1', '1 C.F.R. § 1.1'],
    ['1 cfr 1.1', '1 C.F.R. § 1.1'],
    ['section 552 of title 5', '5 U.S.C. § 552'],
    ['  42 U.S.C. §§ 1981-1983  ', '42 U.S.C. § 1981'],
    ['Pub. L. 117-169', 'Pub. L. No. 117-169'],
    ['O.C.G.A. § 16-5-1', 'Ga. Code Ann. § 16-5-1'],
    ['RCW 26.09.191', 'Wash. Rev. Code § 26.09.191'],
    ['735 ILCS 5/2-1001', '735 Ill. Comp. Stat. 5/2-1001'],
  ];
  for (const [input, canonical] of cases) {
    it(`${JSON.stringify(input)} → ${canonical}`, () => {
      const c = parseCitation(input);
      assert.ok(c);
      assert.equal(c.canonical, canonical);
      assert.equal(c.text, input.slice(c.start, c.end));
      assert.equal(canonicalize(input), canonical);
    });
  }

  it('canonical forms are exactly the service shapes (single spaces, U+00A7)', () => {
    assert.equal(canonicalize('42\u00a0U.S.C.\u00a0§\u00a0\u00a01983'), '42 U.S.C. \u00a7 1983');
    assert.equal(canonicalize('40 CFR 122.26'), '40 C.F.R. \u00a7 122.26');
    assert.equal(canonicalize('D.C. Official Code §47-2002'), 'D.C. Code \u00a7 47-2002');
  });

  it('canonical forms map to themselves', () => {
    for (const [, canonical] of cases) assert.equal(canonicalize(canonical), canonical);
  });

  it('returns null for non-citations and for short forms with nothing to refer to', () => {
    for (const input of ['', 'hello', '§ 107', 'Id. § 5', '410 U.S. 113', 'section 5']) {
      assert.equal(parseCitation(input), null, input);
      assert.equal(canonicalize(input), null, input);
    }
  });
});

describe('citations: CitationIndex', () => {
  it('starts with the same citations as findCitations', () => {
    const text = '42 U.S.C. § 1983. Id. § 1985(3). Cal. Civ. Code § 3294.';
    assert.deepEqual(new CitationIndex(text).citations, findCitations(text));
  });

  it('follows edits: typing a citation, editing a title, deleting text', () => {
    const index = new CitationIndex('See 42 U.S.C. § 1983. Then § 1985.');
    assert.deepEqual(index.citations.map((c) => c.canonical), ['42 U.S.C. § 1983', '42 U.S.C. § 1985']);
    index.applyEdit({ offset: 4, deletedLength: 2, insertedText: '28' });
    assert.equal(index.text, 'See 28 U.S.C. § 1983. Then § 1985.');
    assert.deepEqual(index.citations.map((c) => c.canonical), ['28 U.S.C. § 1983', '28 U.S.C. § 1985']);
    index.applyEdit({ offset: 0, deletedLength: 21, insertedText: '' });
    assert.equal(index.citations.length, 0);
    index.applyEdit({ offset: 0, deletedLength: 0, insertedText: '18 U.S.C. § 371.' });
    assert.deepEqual(index.citations.map((c) => [c.text, c.canonical]), [['18 U.S.C. § 371', '18 U.S.C. § 371'], ['§ 1985', '18 U.S.C. § 1985']]);
  });

  it('finds the citation under an offset', () => {
    const index = new CitationIndex('x 42 U.S.C. § 1983 y');
    assert.equal(index.citationAt(1), undefined);
    assert.equal(index.citationAt(2)?.canonical, '42 U.S.C. § 1983');
    assert.equal(index.citationAt(17)?.canonical, '42 U.S.C. § 1983');
    assert.equal(index.citationAt(18), undefined);
  });

  it('rescans only near a small edit in a long document', () => {
    const text = '42 U.S.C. § 1983 is cited here. '.repeat(20000);
    const index = new CitationIndex(text);
    const range = index.applyEdit({ offset: 300000, deletedLength: 0, insertedText: 'x' });
    assert.ok(range.end - range.start < 10000, JSON.stringify(range));
    assert.deepEqual(index.citations, findCitations(index.text));
  });

  it('rejects edits outside the text', () => {
    const index = new CitationIndex('abc');
    assert.throws(() => index.applyEdit({ offset: 2, deletedLength: 5, insertedText: '' }), RangeError);
    assert.throws(() => index.applyEdit({ offset: -1, deletedLength: 0, insertedText: '' }), RangeError);
  });
});

describe('citations: scan CLI', () => {
  const run = (args: string[], input?: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/scan.ts', ...args], { input, encoding: 'utf8', cwd: process.cwd() });

  it('prints one JSON object per citation, reading standard input for -', () => {
    const r = run(['-'], 'See 42 U.S.C. § 1983; id. § 1985(3).');
    assert.equal(r.status, 0, r.stderr);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.deepEqual(lines, [
      { file: '-', start: 4, end: 20, text: '42 U.S.C. § 1983', canonical: '42 U.S.C. § 1983', pinpoint: null, corpusType: 'USC', state: null, kind: 'full' },
      { file: '-', start: 22, end: 35, text: 'id. § 1985(3)', canonical: '42 U.S.C. § 1985', pinpoint: '(3)', corpusType: 'USC', state: null, kind: 'id' },
    ]);
  });

  it('every line carries its corpusType; ranges, chapters and ambiguous citations carry their extra fields', () => {
    const r = run(['-'], 'PL 111-148, 124 Stat. 1,376; 17 U.S.C. §§ 1501–1503; G.L. c. 93A; I.C. § 6-16-01.');
    assert.equal(r.status, 0, r.stderr);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.deepEqual(lines.map((l) => [l.canonical, l.corpusType, l.kind]), [
      ['Pub. L. No. 111-148', 'PL', 'full'],
      ['124 Stat. 1376', 'STAT', 'full'],
      ['17 U.S.C. § 1501', 'USC', 'full'],
      ['17 U.S.C. § 1503', 'USC', 'full'],
      ['Mass. Gen. Laws ch. 93A', 'STATE', 'division'],
      ['Idaho Code § 6-16-01', 'STATE', 'ambiguous'],
    ]);
    assert.deepEqual(lines[2].members, ['17 U.S.C. § 1501', '17 U.S.C. § 1502', '17 U.S.C. § 1503']);
    assert.equal(lines[4].division, '93A');
    assert.deepEqual((lines[5].candidates as Array<{ state: string }>).map((c) => c.state), ['id', 'in']);
  });

  it('writes each line as JSON.stringify would, escapes and all', () => {
    const r = run(['-'], 'See "Cal. Civ. Code §\n3294" and 42 U.S.C. § 1983.');
    assert.equal(r.status, 0, r.stderr);
    const lines = r.stdout.trim().split('\n');
    assert.equal(lines.length, 2);
    for (const l of lines) assert.equal(l, JSON.stringify(JSON.parse(l)));
    assert.equal((JSON.parse(lines[0]) as { text: string }).text, 'Cal. Civ. Code §\n3294');
  });

  it('exits 2 with a clear message for a missing file', () => {
    const r = run(['no/such/file.md']);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /cannot read no\/such\/file\.md: no such file/);
    assert.equal(r.stdout, '');
  });
});
