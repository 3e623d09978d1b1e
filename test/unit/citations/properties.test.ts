import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { canonicalize, CitationIndex, findCitations, type Citation } from '../../../src/core/citations/index';

/** Pieces of citations and of the text around them, to build plausible and implausible documents. */
/**
 * A fixed seed keeps `npm test` deterministic (a failure reproduces exactly); the long run
 * (`npm run test:property`, property100k.test.ts) draws new seeds. STATUTES_PROPERTY_SEED replays one.
 */
const SEED = Number(process.env.STATUTES_PROPERTY_SEED) || 20_261_122;

const FRAGMENTS = [
  '42', '18', '5', '1', '735', '21', '151B', '1983', '2000e-2', '1320a-7b', '122.26', '1.1031(a)-1', '5/2-1001', '14:30', '16-5-1', '117-169',
  ' ', ' ', ' ', '  ', '\n', '\n\n', '\u00a0', '~', '\\,', ', ', '; ', '. ', '(', ')', '(a)', '(1)', '(B)(ii)', '-', '–', '--', '/', ':',
  'U.S.C.', 'USC', 'U. S. C.', 'U.S.C.A.', 'C.F.R.', 'CFR', 'pt.', 'Part', '§', '§§', '\\S', '\\S\\S', '&sect;', '&nbsp;', '&amp;',
  'sec.', 'section', 'Section', 'sections', 'of', 'title', 'Title', 'United States Code', 'and', 'or', 'to', 'through', 'et seq.', 'note', 'app.',
  'Id.', 'id.', '*Id.*', 'See', 'ERISA', 'the Act', 'of this Agreement', 'Pub. L. No.', 'P.L.', 'Public Law', 'Stat.', '136',
  'Cal. Civ. Code', 'Civ. Code,', 'Tex. Fam. Code Ann.', 'N.Y. C.P.L.R.', 'CPLR', 'Fla. Stat.', 'RSMo', 'MCA', 'ILCS', 'Ill. Comp. Stat.',
  'Mass. Gen. Laws', 'ch.', 'G.L. c.', 'Okla. Stat.', 'tit.', 'Pa.C.S.', 'N.J.S.A.', 'O.C.G.A.', 'RCW', 'MCL', 'R.C.', 'K.S.A.', '2020 Supp.',
  'Md. Code Ann., Crim. Law', 'La. Civ. Code', 'art.', 'D.C. Code', 'I.R.C.', 'Treas. Reg.', 'U.S. Const. art. I,', '410 U.S. 113',
  '😀', '👍🏽', 'é', 'x', 'The', 'court', 'held',
];

const REAL_CITATIONS = [
  '42 U.S.C. § 1983', '42 U.S.C. §§ 3601–3619', '28~U.S.C.~\\S\\S~1331--1332', 'section 552(b)(6) of title 5, United States Code',
  '40 C.F.R. § 122.26(b)(14)', '21 C.F.R. pts. 801, 803', 'Pub. L. No. 87-781, § 102, 76 Stat. 780, 781', 'Cal. Civ. Code §§ 3294, 3295(d)',
  'Okla. Stat. tit. 21, § 701.7', 'G.L. c. 231, § 85', '735 ILCS 5/2-1001', '§ 768.72, Fla. Stat. (2020)', 'Id. § 2615(a)(2)',
  '18 U.S.C. § 371; id. § 372; see also § 111(a)', 'Md. Code Ann., Crim. Law § 2-201', 'La. Civ. Code art. 2315', 'N.J.S.A. 2C:43-6',
];

const fragmentText = (max: number) => fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: max }).map((parts) => parts.join(''));

/** A real citation with random characters deleted, duplicated or inserted. */
const mutatedCitation = fc
  .tuple(fc.constantFrom(...REAL_CITATIONS), fc.array(fc.tuple(fc.nat(), fc.nat(3), fc.string({ maxLength: 3 })), { maxLength: 4 }))
  .map(([text, edits]) => edits.reduce((t, [at, del, ins]) => {
    const p = at % (t.length + 1);
    return t.slice(0, p) + ins + t.slice(p + del);
  }, text));

const anyText = fc.oneof(
  fragmentText(60),
  mutatedCitation,
  fc.tuple(fragmentText(20), mutatedCitation, fragmentText(20)).map((p) => p.join('')),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

function checkInvariants(text: string, found: readonly Citation[]): void {
  let previousEnd = 0;
  for (const c of found) {
    assert.ok(Number.isInteger(c.start) && Number.isInteger(c.end), 'integer offsets');
    assert.ok(c.start >= previousEnd, `in order and disjoint: ${JSON.stringify(found.map((x) => [x.start, x.end]))}`);
    assert.ok(c.start < c.end && c.end <= text.length, 'inside the text');
    assert.equal(text.slice(c.start, c.end), c.text);
    assert.equal(canonicalize(c.canonical), c.canonical, `canonical of ${JSON.stringify(c.canonical)}`);
    previousEnd = c.end;
  }
}

describe('citations: properties', () => {
  it('never throws; spans lie inside the text, in order, text === slice; canonical forms are fixed points', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        checkInvariants(text, findCitations(text));
      }),
      { numRuns: 3000, seed: SEED },
    );
  });

  it('every canonical citation parses back to itself', () => {
    fc.assert(
      fc.property(mutatedCitation, (text) => {
        for (const c of findCitations(text)) {
          const again = findCitations(c.canonical);
          assert.equal(again.length >= 1, true, c.canonical);
          assert.equal(again[0].canonical, c.canonical);
          assert.equal(again[0].text, c.canonical, 'the whole canonical form is one citation');
        }
      }),
      { numRuns: 1000, seed: SEED },
    );
  });

  it('incremental rescans equal a full rescan after any sequence of edits', () => {
    const edit = fc.record({
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      deleted: fc.oneof(fc.constant(0), fc.nat(3), fc.nat(40)),
      inserted: fc.oneof(fc.constant(''), fc.constantFrom(...FRAGMENTS), fragmentText(6)),
    });
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...FRAGMENTS, ...REAL_CITATIONS), { minLength: 200, maxLength: 2500 }), fc.array(edit, { minLength: 1, maxLength: 12 }), (parts, edits) => {
        let text = parts.join('');
        const index = new CitationIndex(text);
        for (const e of edits) {
          const offset = Math.floor(e.at * text.length);
          const deletedLength = Math.min(e.deleted, text.length - offset);
          index.applyEdit({ offset, deletedLength, insertedText: e.inserted });
          text = text.slice(0, offset) + e.inserted + text.slice(offset + deletedLength);
          assert.equal(index.text, text);
          assert.deepEqual(index.citations, findCitations(text));
        }
      }),
      { numRuns: 150, seed: SEED },
    );
  });

  it('incremental rescans equal a full rescan on a real opinion', () => {
    let text = readFileSync('../shared/data/docs/opinions/courtlistener-151938.txt', 'utf8');
    const index = new CitationIndex(text);
    let seed = 7;
    const random = (): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 0x100000000;
    };
    const inserts = ['§', ' ', '42 U.S.C. § 1983', 'Id. § 5', '\n', '1', 'Cal. Civ. Code ', ', 1985', ' of title 5', 'U.S.C.', '-', ''];
    for (let i = 0; i < 60; i++) {
      const offset = Math.floor(random() * text.length);
      const deletedLength = Math.min(text.length - offset, random() < 0.5 ? 0 : Math.floor(random() * 30));
      const insertedText = inserts[Math.floor(random() * inserts.length)];
      index.applyEdit({ offset, deletedLength, insertedText });
      text = text.slice(0, offset) + insertedText + text.slice(offset + deletedLength);
      assert.deepEqual(index.citations, findCitations(text), `after edit ${i}`);
    }
  });
});
