// The citation engine against a large number of random and mutated texts (fast-check).
//
//   npm run test:unit                                   # 2,000 cases a property, fixed seed (fast)
//   STATUTES_PROPERTY_RUNS=100000 npx mocha --grep "random and mutated texts"   # the long run, new seed
//   STATUTES_PROPERTY_SEED=123 …                        # replay the seed a failure printed
//
// Properties: findCitations, parseCitation and canonicalize never throw; every span lies inside the
// text, in order and without overlap, with `text === text.slice(start, end)`; a canonical form is a fixed
// point (canonicalize(canonical) === canonical), also for whatever parseCitation or canonicalize return.
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { canonicalize, findCitations, parseCitation, type Citation } from '../../../src/core/citations/index';

const RUNS = Math.max(1, Number(process.env.STATUTES_PROPERTY_RUNS) || 2_000);
/**
 * The quick run (`npm test`) uses a fixed seed, so it passes or fails the same way every time; the long run
 * explores with a new seed each time (fast-check prints it with any counterexample).
 */
const SEED = process.env.STATUTES_PROPERTY_SEED ? Number(process.env.STATUTES_PROPERTY_SEED) : process.env.STATUTES_PROPERTY_RUNS ? undefined : 20_261_121;

/** Citations as briefs write them, federal and state, full and short, in several markups. */
const SEEDS = [
  '17 U.S.C. § 107',
  '17 U.S.C. § 107(3)',
  '42 U.S.C. §§ 2000e-2(a)(1), 2000e-3(a)',
  '29 U.S.C. §§ 2601–2654',
  '35 USC 101',
  '15 U.S.C.A. § 78j(b)',
  '28 U.S.C. 1332(d)(2)',
  'section 1983 of title 42',
  '12 C.F.R. § 1026.43(c)',
  '47 CFR 64.1200',
  '40 C.F.R. pt. 261',
  'Pub. L. No. 117-228, 136 Stat. 2305',
  'D.C. Code § 47-2002',
  'Cal. Penal Code § 187(a)',
  'N.Y. Gen. Bus. Law § 349',
  'Tex. Bus. & Com. Code Ann. § 17.46',
  'Fla. Stat. § 501.204',
  '815 ILCS 505/2',
  'Mass. Gen. Laws ch. 93A, § 2',
  'Va. Code Ann. § 8.01-229',
  'Ohio Rev. Code Ann. § 2307.71',
  'Wash. Rev. Code § 19.86.020',
  'Id. § 108',
  'id. at § 2(b)',
  '§ 1051 et seq.',
  '17~U.S.C.~\\S~512(c)',
  '**17 U.S.C. § 106**',
  '[35 U.S.C. § 112](https://example.com)',
  '17 U.S.C. &sect; 107',
  '17 U.S.C. \u00a7\u00a0107',
  '17 U.S.C. S 107',
];

const NOISE = [
  ' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u2009', '\u200b', ',', ';', '.', ':', '(', ')', '[', ']', '{', '}', '-', '–', '—', '/',
  '§', '§§', '¶', 'S', 'Sec.', 'sec', 'title', 'Title', 'ch.', 'pt.', 'art.', 'tit.', 'et seq.', 'Id.', 'id.', 'supra', 'See', 'cf.',
  'U.S.C.', 'U.S.C.A.', 'USCA', 'C.F.R.', 'CFR', 'Stat.', 'Pub. L.', 'Code', 'Ann.', 'Gen. Laws', 'Rev. Stat.', 'ILCS', 'D.C.',
  '0', '1', '7', '42', '107', '2000e', '1026.43', '(a)', '(1)', '(iii)', '(A)', '1st', '\\S', '~', '&sect;', '&amp;', '*', '_', '`', '#',
  'the Court held', 'under', 'and', 'or', 'through', 'é', 'ß', 'ﬁ', '😀', '\ud800', '\udfff', '\u0000', '\ufeff',
];

/** Random edits of a string: delete, insert, replace, duplicate, swap case, change the spacing. */
const mutation = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: fc.oneof(fc.constantFrom(...NOISE), fc.string({ maxLength: 3 })) }),
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), text: fc.constantFrom(...NOISE) }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 8 }) }),
  fc.record({ kind: fc.constant('case' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ kind: fc.constant('spacing' as const), at: fc.nat(), text: fc.constantFrom('', ' ', '  ', '\n', '\u00a0', '~', '\\,') }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

function mutate(text: string, m: Mutation): string {
  const at = text.length === 0 ? 0 : m.at % (text.length + 1);
  switch (m.kind) {
    case 'delete':
      return text.slice(0, at) + text.slice(at + m.length);
    case 'insert':
      return text.slice(0, at) + m.text + text.slice(at);
    case 'replace':
      return text.slice(0, at) + m.text + text.slice(at + 1);
    case 'duplicate':
      return text.slice(0, at + m.length) + text.slice(at, at + m.length) + text.slice(at + m.length);
    case 'case': {
      const part = text.slice(at, at + m.length);
      const flipped = [...part].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
      return text.slice(0, at) + flipped + text.slice(at + m.length);
    }
    case 'spacing': {
      const space = /\s/.exec(text.slice(at));
      if (!space) return text;
      const where = at + space.index;
      return text.slice(0, where) + m.text + text.slice(where + 1);
    }
  }
}

const mutatedCitation = fc.tuple(fc.constantFrom(...SEEDS), fc.array(mutation, { maxLength: 6 })).map(([seed, edits]) => edits.reduce(mutate, seed));

const noise = (max: number): fc.Arbitrary<string> => fc.array(fc.constantFrom(...NOISE), { maxLength: max }).map((parts) => parts.join(''));

/** A paragraph: prose, citations (whole or mutated) and noise in any order. */
const paragraph = fc
  .array(fc.oneof({ weight: 3, arbitrary: mutatedCitation }, { weight: 2, arbitrary: fc.constantFrom(...SEEDS) }, { weight: 3, arbitrary: noise(8) }, { weight: 1, arbitrary: fc.string({ maxLength: 20 }) }), { maxLength: 12 })
  .map((parts) => parts.join(' '));

const anyText = fc.oneof(
  { weight: 4, arbitrary: paragraph },
  { weight: 3, arbitrary: mutatedCitation },
  { weight: 1, arbitrary: noise(40) },
  { weight: 1, arbitrary: fc.string({ maxLength: 120 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
);

function checkSpans(text: string, found: readonly Citation[]): void {
  let previousEnd = 0;
  for (const c of found) {
    assert.ok(Number.isInteger(c.start) && Number.isInteger(c.end), `offsets are integers: ${c.start}, ${c.end}`);
    assert.ok(c.start >= 0 && c.start < c.end && c.end <= text.length, `span [${c.start}, ${c.end}) lies inside a text of ${text.length}`);
    assert.ok(c.start >= previousEnd, 'spans are in order and do not overlap');
    assert.equal(c.text, text.slice(c.start, c.end), 'text === slice');
    checkCanonical(c.canonical);
    previousEnd = c.end;
  }
}

function checkCanonical(canonical: string): void {
  assert.equal(typeof canonical, 'string');
  assert.ok(canonical.length > 0, 'a canonical form is not empty');
  assert.equal(canonicalize(canonical), canonical, `canonicalize(${JSON.stringify(canonical)}) is not the identity`);
}

const options = (): fc.Parameters<[string]> => ({ numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) });

describe(`citations: ${RUNS.toLocaleString('en-US')} random and mutated texts a property`, function () {
  // About a millisecond a case on a laptop; generous, so a slow machine does not fail the full run.
  this.timeout(30_000 + RUNS * 10);

  it('findCitations never throws; spans lie inside the text, in order, text === slice; canonical forms are fixed points', () => {
    fc.assert(
      fc.property(anyText, (text) => checkSpans(text, findCitations(text))),
      options(),
    );
  });

  it('parseCitation and canonicalize never throw; what they return is canonical', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const parsed = parseCitation(text);
        const canonical = canonicalize(text);
        assert.equal(canonical, parsed?.canonical ?? null, 'canonicalize agrees with parseCitation');
        if (parsed) {
          checkCanonical(parsed.canonical);
          assert.ok(parsed.start >= 0 && parsed.end <= text.length && parsed.start < parsed.end, 'the parsed span lies inside the input');
          assert.equal(parsed.text, text.slice(parsed.start, parsed.end));
        }
      }),
      options(),
    );
  });

  it('a citation found in a text is found again, with the same canonical form, in its canonical form alone', () => {
    fc.assert(
      fc.property(mutatedCitation, (text) => {
        for (const c of findCitations(text)) {
          if (c.kind !== 'full') continue; // a short form means something only after its antecedent
          const again = findCitations(c.canonical);
          assert.ok(again.length >= 1, `nothing found in ${JSON.stringify(c.canonical)}`);
          assert.equal(again[0].canonical, c.canonical);
        }
      }),
      options(),
    );
  });
});
