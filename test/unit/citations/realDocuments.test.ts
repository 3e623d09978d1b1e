import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { findCitations, type Citation } from '../../../src/core/citations/index';

const DOCS = '../shared/data/docs';

function load(name: string): { text: string; found: Citation[] } {
  const text = readFileSync(join(DOCS, name), 'utf8');
  return { text, found: findCitations(text) };
}

function countBy(found: Citation[], key: (c: Citation) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of found) out[key(c)] = (out[key(c)] ?? 0) + 1;
  return out;
}

describe('citations: real documents (counts checked by hand)', () => {
  it('opinions/courtlistener-194486.txt: 1993 First Circuit opinion whose scan lost every § sign', () => {
    // Read by hand. The text writes "31 U.S.C.   5313" with a run of spaces where the § was,
    // sometimes across a line break (and once across a blank line padded with 52 spaces).
    //  - 30 U.S.C. citations in 25 strings: 31 U.S.C. 5313 (x2), 5324 (x5, one "31 U.S.C.A."),
    //    5322 (x3), 5322(a) (x2), 5322(b), 5322(a)-(b), 5315; "5313-17" (a range: 5313 and 5317);
    //    "6050I, 7203", "5322, 5324", "7203 &amp; 7201" and "5324 and 5522" (two each);
    //    26 U.S.C. 7201; 18 U.S.C. 1956(a)(1) (x3) and 1341.
    //  - 7 C.F.R. citations: 31 C.F.R. 103.22(b)(2)(i), 103.22(a)(1), 103.11(n) (x3), 103.53 (x2);
    //    and "section 103.53" in the quoted 31 C.F.R. 103.11(n) (a short form of the C.F.R. citation
    //    before it: a number of the same part).
    //  - 8 session-law citations: Pub. L. No. 91-508 and 84 Stat. 1114 (twice each), Pub. L. No.
    //    99-570 and 100 Stat. 3207 (twice each).
    //  - 12 section words that repeat the section the last full citation cites: "section 5322" (x10, each after a
    //    citation of 31 U.S.C. 5322), "section 1956" (after 18 U.S.C. 1956(a)(1)), "Section 7201" (after 26 U.S.C. 7201).
    //  - 1 section word after a citation of the Internal Revenue Code, near it: "Section 7203 criminalizes" after 26 U.S.C. 7201.
    //  Not citations: "1986 U.S.C.C.A.N. 5", "12 U.S.C., 15 U.S.C., and 31 U.S.C." (titles only),
    //  and the other "section 5322" and "section 5313" mentions (after a citation of another section).
    const { text, found } = load('opinions/courtlistener-194486.txt');
    assert.equal(found.length, 59);
    assert.deepEqual(countBy(found, (c) => c.corpusType ?? 'none'), { USC: 43, CFR: 8, PL: 4, STAT: 4 });
    const repeats = (n: number, section: string) => Array.from({ length: n }, () => section);
    assert.deepEqual(found.filter((c) => c.kind !== 'full').map((c) => c.canonical), [
      ...repeats(10, '31 U.S.C. § 5322'), '18 U.S.C. § 1956', '31 C.F.R. § 103.53', '26 U.S.C. § 7201', '26 U.S.C. § 7203',
    ]);
    assert.deepEqual(found.filter((c) => c.kind !== 'full' && !c.text.startsWith('section') && !c.text.startsWith('Section')), []);
    const range = found.filter((c) => c.range);
    assert.deepEqual(range.map((c) => [c.text, c.canonical]), [
      ['31 U.S.C.   \n                                                    \n5313', '31 U.S.C. § 5313'],
      ['17', '31 U.S.C. § 5317'],
    ]);
    for (const c of found) assert.equal(text.slice(c.start, c.end), c.text);
  });

  it('crs/LSB11421v1-esa-god-squad-exemption-for-gulf-oil-and-gas-act.md: CRS Legal Sidebar in Markdown', () => {
    // Read by hand. Seven citation strings, eight citations:
    //   "16 U.S.C. §§ 1531-1544" (a range: 1531 and 1544), "16 U.S.C. § 1536(h)",
    //   "[16 U.S.C. § 1536(l)(1)](...)" and "[16 U.S.C. § 1536(n)](...)" inside link text,
    //   "16 U.S.C. § 1536(j)", then the bare "under § 1536(h)" right after it (a short form,
    //   16 U.S.C.), and "[16 U.S.C. § 1536(n)](...)" again.
    // Not citations: "Section 7 of the ESA" and its kin (sections of the Act, not of the Code),
    // and the percent-encoded "5 U.S.C.%20%C2%A7%20704" inside a URL.
    const { found } = load('crs/LSB11421v1-esa-god-squad-exemption-for-gulf-oil-and-gas-act.md');
    assert.deepEqual(found.map((c) => [c.canonical, c.pinpoint, c.kind]), [
      ['16 U.S.C. § 1531', null, 'full'],
      ['16 U.S.C. § 1544', null, 'full'],
      ['16 U.S.C. § 1536', '(h)', 'full'],
      ['16 U.S.C. § 1536', '(l)(1)', 'full'],
      ['16 U.S.C. § 1536', '(n)', 'full'],
      ['16 U.S.C. § 1536', '(j)', 'full'],
      ['16 U.S.C. § 1536', '(h)', 'short'],
      ['16 U.S.C. § 1536', '(n)', 'full'],
    ]);
  });

  it('other/FR-2024-02829_civil-monetary-penalties-2024.txt: Federal Register rule (§ with a thin space)', () => {
    const { found } = load('other/FR-2024-02829_civil-monetary-penalties-2024.txt');
    // Spot checks rather than a full count: the part list, the thin-space short form and the note.
    assert.deepEqual(found.filter((c) => c.canonical.includes(' pt. ')).map((c) => c.canonical).slice(0, 7), [
      '28 C.F.R. pt. 85', '28 C.F.R. pt. 20', '28 C.F.R. pt. 22', '28 C.F.R. pt. 36', '28 C.F.R. pt. 68', '28 C.F.R. pt. 71', '28 C.F.R. pt. 76',
    ]);
    assert.ok(found.some((c) => c.text === '§\u200985.5' && c.kind === 'short' && c.canonical === '28 C.F.R. § 85.5'));
    assert.ok(found.some((c) => c.text === '28 U.S.C. 2461 note' && c.pinpoint === 'note'));
  });

  it('every document scans with valid spans and at least one citation', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : /\.(txt|md)$/.test(n) ? [join(dir, n)] : []));
    const files = walk(DOCS);
    assert.ok(files.length >= 10);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const found = findCitations(text);
      assert.ok(found.length > 0, file);
      for (const c of found) assert.equal(text.slice(c.start, c.end), c.text, file);
    }
  });
});
