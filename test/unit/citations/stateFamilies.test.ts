import { strict as assert } from 'node:assert';
import { findCitations, type Citation } from '../../../src/core/citations/index';
import { only } from './helpers';
import { STATE_FAMILIES } from './stateFamilies';
import { STATE_FIXTURES } from './stateFixtures';

const ALL_STATES = Object.keys(STATE_FIXTURES).sort();

/** `13A-5-40` with its last number moved on by `k`: `13A-5-42`. */
function nextSection(section: string, k: number): string {
  return section.replace(/(\d+)(?!.*\d)/, (n) => String(Number(n) + k).padStart(n.length, '0'));
}

/** The canonical form's text before its section, with the sign made plural (`Ala. Code §§ `). */
function pluralPrefix(canonical: string, section: string): { prefix: string; plural: string } {
  const prefix = canonical.slice(0, canonical.lastIndexOf(section));
  const plural = prefix.endsWith('§ ') ? `${prefix.slice(0, -2)}§§ ` : prefix.endsWith('art. ') ? `${prefix.slice(0, -5)}arts. ` : prefix;
  return { prefix, plural };
}

function fullOf(text: string): Citation {
  const c = only(text);
  assert.equal(c.kind, 'full');
  return c;
}

describe('citations: state forms by family', () => {
  it('every state and D.C. has local, postfix and chapter (division) fixtures', () => {
    assert.deepEqual(Object.keys(STATE_FAMILIES).sort(), ALL_STATES);
    for (const state of ALL_STATES) {
      assert.ok(STATE_FAMILIES[state].local.length > 0, state);
      assert.ok(STATE_FAMILIES[state].postfix.length > 0, state);
      assert.ok(STATE_FAMILIES[state].chapter.length > 0, state);
    }
  });

  for (const state of ALL_STATES) {
    describe(state, () => {
      const { local, postfix, chapter } = STATE_FAMILIES[state];
      for (const [family, fixtures] of [['local', local], ['postfix', postfix]] as const) {
        for (const [text, canonical, pinpoint] of fixtures) {
          it(`${family}: ${text}`, () => {
            const c = fullOf(`See ${text}.`);
            assert.deepEqual([c.canonical, c.pinpoint, c.state, c.corpusType], [canonical, pinpoint, state, 'STATE']);
            assert.ok(text.includes(c.text), `${JSON.stringify(c.text)} inside ${JSON.stringify(text)}`);
          });
        }
      }
      for (const [text, canonical, division, label = 'chapter'] of chapter) {
        it(`chapter: ${text}`, () => {
          const c = only(`See ${text}.`);
          assert.deepEqual(
            [c.kind, c.canonical, c.section, c.division, c.divisionLabel, c.state, c.corpusType, c.text],
            ['division', canonical, null, division, label, state, 'STATE', text],
          );
          // The levels read end with the division cited; the canonical form names each of them.
          const path = c.divisionPath ?? [];
          assert.deepEqual(path[path.length - 1], { label, number: division });
          for (const step of path) assert.ok(canonical.includes(step.number), `${step.number} in ${canonical}`);
        });
      }

      // Lists, ranges and short forms, written with the state's own Bluebook form.
      const [base] = STATE_FIXTURES[state];
      const first = only(base[0]);
      const section = first.section as string;
      const { prefix, plural } = pluralPrefix(first.canonical, section);
      const [s1, s2] = [nextSection(section, 1), nextSection(section, 2)];
      const written = base[0].slice(0, base[0].lastIndexOf(section));
      const pluralWritten = pluralPrefix(`${written}${section}`, section).plural;

      it(`list: ${pluralWritten}${section}, ${s2}`, () => {
        const found = findCitations(`${pluralWritten}${section}, ${s2}`);
        assert.deepEqual(found.map((c) => c.canonical), [`${prefix}${section}`, `${prefix}${s2}`]);
      });

      it(`range: ${pluralWritten}${section}–${s2} lists every member`, () => {
        const found = findCitations(`${pluralWritten}${section}–${s2}`);
        assert.deepEqual(found.map((c) => [c.canonical, c.range]), [[`${prefix}${section}`, 'from'], [`${prefix}${s2}`, 'to']]);
        assert.deepEqual(found[0].members, [`${prefix}${section}`, `${prefix}${s1}`, `${prefix}${s2}`]);
      });

      if (plural !== prefix) {
        it(`short forms after ${base[0]}`, () => {
          const sign = prefix.endsWith('art. ') ? 'art.' : '§';
          const found = findCitations(`${base[0]}. Id. ${sign} ${s1}. Later, ${sign} ${s2} applies.`);
          if (sign === 'art.') {
            // Articles have no bare short form; `Id. art.` is not read either.
            assert.equal(found.length, 1);
            return;
          }
          assert.deepEqual(found.map((c) => [c.canonical, c.kind]), [
            [first.canonical, 'full'], [`${prefix}${s1}`, 'id'], [`${prefix}${s2}`, 'short'],
          ]);
        });
      }
    });
  }
});

describe('citations: short forms after a state citation', () => {
  it('`Code § 22-404.01` after `D.C. Code § 22-404`', () => {
    const found = findCitations('D.C. Code § 22-404(a). The court applied Code § 22-404.01.');
    assert.deepEqual(found.map((c) => [c.text, c.canonical, c.kind]), [
      ['D.C. Code § 22-404(a)', 'D.C. Code § 22-404', 'full'],
      ['Code § 22-404.01', 'D.C. Code § 22-404.01', 'short'],
    ]);
  });

  it('`Code §` refers only to a state code, never to the U.S. Code', () => {
    assert.deepEqual(findCitations('42 U.S.C. § 1983. Code § 1985.').map((c) => c.text), ['42 U.S.C. § 1983']);
  });

  it('a section of a session law is no short form of the code cited before it', () => {
    const text = 'N.C. Gen. Stat. § 163-230.2. See 2013 N.C. Sess. Laws 2013-381 (H.B. 589) § 4.6; Sess. Laws 2020-17, § 1.';
    assert.deepEqual(findCitations(text).map((c) => c.text), ['N.C. Gen. Stat. § 163-230.2']);
  });
});

describe('citations: I.C. (Idaho or Indiana)', () => {
  it('the section number decides where only one code numbers sections that way', () => {
    assert.equal(only('I.C. § 6-1601(4)').state, 'id');
    assert.equal(only('I.C. § 35-42-1-1').state, 'in');
    assert.equal(only('IC 34-20-2-1').state, 'in');
  });

  it("the document's other citations decide", () => {
    const indiana = findCitations('Ind. Code § 34-20-2-1 applies; see also I.C. § 34-20-2.');
    assert.deepEqual(indiana.map((c) => [c.canonical, c.kind, c.state]), [
      ['Ind. Code § 34-20-2-1', 'full', 'in'], ['Ind. Code § 34-20-2', 'full', 'in'],
    ]);
    const idaho = findCitations('Idaho Code § 5-219 and I.C. § 6-16-01.');
    assert.deepEqual(idaho.map((c) => c.state), ['id', 'id']);
  });

  it('the court caption decides', () => {
    const text = 'IN THE SUPREME COURT OF THE STATE OF IDAHO\n\nDocket No. 4512\n\nThe statute, I.C. § 6-16-01, applies.';
    assert.equal(only(text).canonical, 'Idaho Code § 6-16-01');
    const indiana = 'IN THE\nIndiana Court of Appeals\n\nUnder I.C. § 6-16-01 the claim fails.';
    assert.equal(only(indiana).canonical, 'Ind. Code § 6-16-01');
  });

  it('otherwise the citation is ambiguous, with both candidates', () => {
    const c = only('Under I.C. § 6-16-01 the claim fails.');
    assert.equal(c.kind, 'ambiguous');
    assert.equal(c.state, null);
    assert.equal(c.corpusType, 'STATE');
    assert.deepEqual(c.candidates, [
      { canonical: 'Idaho Code § 6-16-01', state: 'id', code: 'Idaho Code' },
      { canonical: 'Ind. Code § 6-16-01', state: 'in', code: 'Ind. Code' },
    ]);
  });

  it('an ambiguous citation is no antecedent for a short form; its list members are ambiguous too', () => {
    assert.deepEqual(findCitations('Under I.C. § 6-16-01. Later, § 6-16-02 applies.').map((c) => c.text), ['I.C. § 6-16-01']);
    assert.deepEqual(findCitations('I.C. §§ 6-16-01, 6-16-02').map((c) => c.kind), ['ambiguous', 'ambiguous']);
  });
});
