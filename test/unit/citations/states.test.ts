import { strict as assert } from 'node:assert';
import { canonicalize, findCitations, STATES_COVERED } from '../../../src/core/citations/index';
import { nameConflicts } from '../../../src/core/citations/names';
import { LEVEL_WORDS } from '../../../src/core/citations/scanner';
import { STATE_CODES } from '../../../src/core/citations/stateCodes';
import { canonicals, canonicalsWithRanges, only, rows } from './helpers';
import { STATE_FIXTURES } from './stateFixtures';

const ALL_STATES = [
  'al', 'ak', 'az', 'ar', 'ca', 'co', 'ct', 'de', 'dc', 'fl', 'ga', 'hi', 'id', 'il', 'in', 'ia', 'ks', 'ky', 'la', 'me',
  'md', 'ma', 'mi', 'mn', 'ms', 'mo', 'mt', 'ne', 'nv', 'nh', 'nj', 'nm', 'ny', 'nc', 'nd', 'oh', 'ok', 'or', 'pa', 'ri',
  'sc', 'sd', 'tn', 'tx', 'ut', 'vt', 'va', 'wa', 'wv', 'wi', 'wy',
];

describe('citations: state codes', () => {
  it('the table covers all 50 states and D.C.', () => {
    assert.deepEqual([...STATES_COVERED].sort(), [...ALL_STATES].sort());
  });

  it("no code's name ends in a title or part label (the scanner looks for no name ending in one)", () => {
    const endings = STATE_CODES.flatMap((c) => c.forms.map((f) => f.text)).filter((text) => LEVEL_WORDS.some((w) => text === w || text.endsWith(` ${w}`) || text.endsWith(`.${w}`)));
    assert.deepEqual(endings, []);
  });

  it('no spelling of a code name is claimed by two codes', () => {
    assert.deepEqual(nameConflicts(), []);
  });

  it('the fixtures cover every state', () => {
    assert.deepEqual(Object.keys(STATE_FIXTURES).sort(), [...ALL_STATES].sort());
  });

  for (const state of ALL_STATES) {
    describe(state, () => {
      for (const [text, canonical, pinpoint] of STATE_FIXTURES[state]) {
        it(text, () => {
          const c = only(`See ${text}.`);
          assert.equal(c.canonical, canonical);
          assert.equal(c.pinpoint, pinpoint);
          assert.equal(c.corpusType, 'STATE');
          assert.equal(c.state, state);
          assert.equal(c.kind, 'full');
          // The span covers the citation as written, minus the California-style wrapper.
          assert.ok(text.includes(c.text), `${JSON.stringify(c.text)} inside ${JSON.stringify(text)}`);
        });
      }
    });
  }

  it('canonical forms the statute service stores: D.C. Code', () => {
    const c = only('D.C. Code § 47-2002(a)');
    assert.equal(c.canonical, 'D.C. Code § 47-2002');
    assert.equal(c.section, '47-2002');
    assert.equal(c.title, null);
  });

  it('titles and chapters are reported where the code has them', () => {
    assert.equal(only('Okla. Stat. tit. 21, § 701.7').title, '21');
    assert.equal(only('Mass. Gen. Laws ch. 151B, § 4').title, '151B');
    assert.equal(only('18 Pa. Cons. Stat. § 2502').title, '18');
    assert.equal(only('735 ILCS 5/2-1001').title, '735');
    assert.equal(only('735 ILCS 5/2-1001').section, '5/2-1001');
  });

  it('an article of an Illinois act is no section: `735 ILCS 5/Art. II` gives no `5/Art`, but the article as a division', () => {
    for (const [text, canonical] of [
      ['735 ILCS 5/Art. II', '735 Ill. Comp. Stat. 5/art. II'], ['735 ILCS Ann. 5/art. XIII', '735 Ill. Comp. Stat. 5/art. XIII'],
      ['735 Ill. Comp. Stat. 5/Art. II', '735 Ill. Comp. Stat. 5/art. II'],
    ]) {
      assert.deepEqual(findCitations(`See ${text} of the Code.`).map((c) => [c.kind, c.canonical, c.section, c.divisionLabel, c.text]), [
        ['division', canonical, null, 'article', text],
      ]);
    }
    // With a section sign the number after it must be a section: nothing is read.
    assert.deepEqual(findCitations('See 735 ILCS § 5/Art. II of the Code.'), []);
    // The act's sections beside it are still read.
    assert.deepEqual(findCitations('735 ILCS 5/Art. II; 735 ILCS 5/2-1001.5; 5 ILCS 100/1-5').map((c) => c.section), [null, '5/2-1001.5', '100/1-5']);
  });

  it('an Illinois act cited whole is a division, never a section: `815 ILCS 505`', () => {
    const c = only('the Consumer Fraud Act (815 ILCS 505) applies');
    assert.deepEqual([c.kind, c.canonical, c.section, c.division, c.divisionLabel, c.title, c.divisionPath], [
      'division', '815 Ill. Comp. Stat. 505', null, '505', 'act', '815', [{ label: 'chapter', number: '815' }, { label: 'act', number: '505' }],
    ]);
    assert.equal(only('815 ILCS 505/2 (West 2020)').section, '505/2');
  });

  it('lists of state sections', () => {
    assert.deepEqual(findCitations('Cal. Civ. Code §§ 3294, 3295(d)').map((c) => [c.text, c.canonical, c.pinpoint]), [
      ['Cal. Civ. Code §§ 3294', 'Cal. Civ. Code § 3294', null],
      ['3295(d)', 'Cal. Civ. Code § 3295', '(d)'],
    ]);
  });

  it("a subdivision named after a comma is its section's pinpoint, and the list goes on after it", () => {
    assert.deepEqual(rows('Cal. Penal Code §§ 187, subd. (a), 189'), [
      ['Cal. Penal Code §§ 187, subd. (a)', 'Cal. Penal Code § 187', '(a)'],
      ['189', 'Cal. Penal Code § 189', null],
    ]);
    assert.deepEqual(rows('Penal Code section 187, subdivisions (a) and (b), and section 189'), [
      ['Penal Code section 187, subdivisions (a) and (b)', 'Cal. Penal Code § 187', '(a)'],
      ['section 189', 'Cal. Penal Code § 189', null],
    ]);
    // Minnesota numbers its subdivisions: `subd. 1 and 2` are two of § 604.02, not a § 2.
    assert.deepEqual(rows('Minn. Stat. § 604.02, subd. 1 and 2'), [['Minn. Stat. § 604.02, subd. 1 and 2', 'Minn. Stat. § 604.02', 'subd. 1']]);
    assert.deepEqual(rows('Minn. Stat. § 609.19, subds. 1(1), 2, and 3a, and § 609.195'), [
      ['Minn. Stat. § 609.19, subds. 1(1), 2, and 3a', 'Minn. Stat. § 609.19', 'subd. 1(1)'],
      ['§ 609.195', 'Minn. Stat. § 609.195', null],
    ]);
    // A subdivision is written like the first one, or it is not one: `(a), 18` leaves 18 to the list.
    assert.deepEqual(rows('Cal. Civ. Code §§ 1788, subd. (a), 1789')[1], ['1789', 'Cal. Civ. Code § 1789', null]);
  });

  it("a code's short name in parentheses after its full name: `Kentucky Revised Statutes (KRS) 65.200`", () => {
    assert.deepEqual(rows('as defined by Kentucky Revised Statute (KRS) 65.200(3), the Act'), [
      ['Kentucky Revised Statute (KRS) 65.200(3)', 'Ky. Rev. Stat. Ann. § 65.200', '(3)'],
    ]);
    assert.deepEqual(rows('Official Code of Georgia Annotated ("O.C.G.A.") § 9-11-12'), [
      ['Official Code of Georgia Annotated ("O.C.G.A.") § 9-11-12', 'Ga. Code Ann. § 9-11-12', null],
    ]);
    assert.deepEqual(rows('the Revised Code of Washington (“RCW”) 4.16.080'), [['Revised Code of Washington (“RCW”) 4.16.080', 'Wash. Rev. Code § 4.16.080', null]]);
    // The parentheses hold a code's name and nothing else.
    assert.deepEqual(rows('General Statutes (Rev. to 2017) § 53a-54a').map((c) => c[1]), ['Conn. Gen. Stat. § 53a-54a']);
    assert.deepEqual(rows('the statute (as amended) 12 and (2019) 5'), []);
  });

  it('state section numbers keep their hyphens (a hyphen is not a range there)', () => {
    assert.deepEqual(findCitations('Ga. Code Ann. §§ 16-5-1, 16-5-2').map((c) => c.canonical), ['Ga. Code Ann. § 16-5-1', 'Ga. Code Ann. § 16-5-2']);
    assert.deepEqual(findCitations('D.C. Code §§ 47-2002 to 47-2005').map((c) => [c.canonical, c.range]), [
      ['D.C. Code § 47-2002', 'from'],
      ['D.C. Code § 47-2005', 'to'],
    ]);
  });

  it("a state number's hyphens typeset as en dashes are one section; a range's en dash is still a range", () => {
    assert.deepEqual(canonicals('HRS § 580–56(d)'), ['Haw. Rev. Stat. § 580-56']);
    assert.deepEqual(canonicals('Ga. Code Ann. § 9–11–9.1'), ['Ga. Code Ann. § 9-11-9.1']);
    assert.deepEqual(canonicals('N.C. Gen. Stat. § 15A–1340.16'), ['N.C. Gen. Stat. § 15A-1340.16']);
    assert.deepEqual(canonicals('Ariz. Rev. Stat. § 12–341.01'), ['Ariz. Rev. Stat. Ann. § 12-341.01']);
    assert.deepEqual(canonicals('N.J.S.A. 2A:53A–7'), ['N.J. Stat. Ann. § 2A:53A-7']);
    assert.deepEqual(canonicals('Haw. Rev. Stat. §§ 480–2 and 480–13'), ['Haw. Rev. Stat. § 480-2', 'Haw. Rev. Stat. § 480-13']);
    // Ranges: both sides written alike, or all digits going up.
    assert.deepEqual(canonicals('Cal. Civ. Code § 3294–3295'), ['Cal. Civ. Code § 3294', 'Cal. Civ. Code § 3295']);
    assert.deepEqual(canonicals('Alaska Stat. §§ 11.41.100–11.41.102'), ['Alaska Stat. § 11.41.100', 'Alaska Stat. § 11.41.102']);
    assert.deepEqual(canonicals('Fla. Stat. §§ 768.72–768.73'), ['Fla. Stat. § 768.72', 'Fla. Stat. § 768.73']);
  });

  it("a range's end written as the last part of a hyphenated number takes the rest from its start", () => {
    const read = (text: string) => findCitations(text).map((c) => [c.canonical, c.range]);
    assert.deepEqual(read('Tenn. Code Ann. §§ 29-26-121–122'), [['Tenn. Code Ann. § 29-26-121', 'from'], ['Tenn. Code Ann. § 29-26-122', 'to']]);
    assert.deepEqual(read('Utah Code Ann. §§ 63G-7-101 through 904'), [['Utah Code Ann. § 63G-7-101', 'from'], ['Utah Code Ann. § 63G-7-904', 'to']]);
    assert.deepEqual(read('W. Va. Code §§ 29-12A-1 to 18'), [['W. Va. Code § 29-12A-1', 'from'], ['W. Va. Code § 29-12A-18', 'to']]);
    assert.deepEqual(read('Sections 41-4-1 through 41-4-27 NMSA 1978'), [['N.M. Stat. Ann. § 41-4-1', 'from'], ['N.M. Stat. Ann. § 41-4-27', 'to']]);
    assert.deepEqual(read('N.D.C.C. §§ 32-15-29 nor 32-15-30'), [['N.D. Cent. Code § 32-15-29', undefined], ['N.D. Cent. Code § 32-15-30', undefined]]);
  });

  it('the universal citation online codes print: postal abbreviation and a generic name', () => {
    const read = (text: string) => findCitations(text).map((c) => [c.canonical, c.state]);
    assert.deepEqual(read('Universal Citation:\nCO Rev Stat § 13-80-104 (2021)'), [['Colo. Rev. Stat. § 13-80-104', 'co']]);
    assert.deepEqual(read('CO Code § 13-40-104 (2021)'), [['Colo. Rev. Stat. § 13-40-104', 'co']]);
    assert.deepEqual(read('NE Code § 13-902 (2019)'), [['Neb. Rev. Stat. § 13-902', 'ne']]);
    assert.deepEqual(read('KY Rev Stat § 413.140 (2019)'), [['Ky. Rev. Stat. Ann. § 413.140', 'ky']]);
    assert.deepEqual(read('WI Stat § 893.80 (2019)'), [['Wis. Stat. § 893.80', 'wi']]);
    assert.deepEqual(read('CA Civ Code § 3294 (2019)'), [['Cal. Civ. Code § 3294', 'ca']]);
    assert.deepEqual(read('TX Civ Prac & Rem Code § 74.351 (2019)'), [['Tex. Civ. Prac. & Rem. Code Ann. § 74.351', 'tx']]);
    // Justia's other forms: New York's laws after `NY`, California's `Civ Pro Code`, Massachusetts's `ch` without its period.
    assert.deepEqual(read('NY Penal L § 125.25 (2022); NY Gen Bus L § 349; CA Civ Pro Code § 335.1; MA Gen L ch 93A § 9 (2022)'), [
      ['N.Y. Penal Law § 125.25', 'ny'], ['N.Y. Gen. Bus. Law § 349', 'ny'], ['Cal. Civ. Proc. Code § 335.1', 'ca'], ['Mass. Gen. Laws ch. 93A, § 9', 'ma'],
    ]);
    // A spelling another code has stays that code's: `PA. STAT. ANN.` is the unconsolidated statutes.
    assert.deepEqual(read('PA. STAT. ANN. tit. 43, § 951'), [['Pa. Stat. Ann. tit. 43, § 951', 'pa']]);
  });

  it("a bare `Code §` with no state's code before it is Virginia's where its title is dotted as Virginia's are", () => {
    const read = (text: string) => findCitations(text).map((c) => [c.text, c.canonical]);
    assert.deepEqual(read('the grievance process. Code § 8.01-195.3. We hold'), [['Code § 8.01-195.3', 'Va. Code Ann. § 8.01-195.3']]);
    assert.deepEqual(read('Under Code §§ 18.2-308.2(A) and 19.2-81'), [['Code §§ 18.2-308.2(A)', 'Va. Code Ann. § 18.2-308.2'], ['19.2-81', 'Va. Code Ann. § 19.2-81']]);
    // And without the sign, only before a number of Virginia's shape.
    assert.deepEqual(read('not a violation of Code 18.2-266, then under Code 46.2-351; the Code 12.1-32-02 and Code 26 and Code 1.42-5'), [
      ['Code 18.2-266', 'Va. Code Ann. § 18.2-266'], ['Code 46.2-351', 'Va. Code Ann. § 46.2-351'],
    ]);
    // After another state's citation it is that state's; without one, another shape names no state.
    assert.deepEqual(read('D.C. Code § 22-404. Code § 22-404.01').map((c) => c[1]), ['D.C. Code § 22-404', 'D.C. Code § 22-404.01']);
    // A bare sign before a section of one of Connecticut's lettered titles is Connecticut's with no citation before it;
    // `§ 54-56d` names no state; after a U.S. Code citation the sign is the Code's (7 U.S.C. § 13a-1 is a section).
    assert.deepEqual(read('pursuant to § 54-56d; in violation of § 53a-54a and § 46b-82. 7 U.S.C. § 13a-1(a); § 13a-1(d)').map((c) => c[1]), [
      'Conn. Gen. Stat. § 53a-54a', 'Conn. Gen. Stat. § 46b-82', '7 U.S.C. § 13a-1', '7 U.S.C. § 13a-1',
    ]);
    assert.deepEqual(read('under Code § 2-1402.11'), []);
    // South Carolina's, Alabama's and Mississippi's codes by the year of their enactment.
    assert.deepEqual(read('Code 1976 § 15-78-60').map((c) => c[1]), ['S.C. Code Ann. § 15-78-60']);
    assert.deepEqual(read('§ 6-5-410, Code 1975').map((c) => c[1]), ['Ala. Code § 6-5-410']);
    assert.deepEqual(read('Section 11-46-11, Mississippi Code of 1972').map((c) => c[1]), ['Miss. Code Ann. § 11-46-11']);
  });

  it("a code's full or abbreviated name before a number of the code's shape, with no sign", () => {
    assert.deepEqual(canonicals('Under Tenn. Code Ann. 29-20-201, the'), ['Tenn. Code Ann. § 29-20-201']);
    assert.deepEqual(canonicals('under Utah Code 63G-7-102'), ['Utah Code Ann. § 63G-7-102']);
    assert.deepEqual(canonicals('as required by S.D. Codified Laws 49-41B-27'), ['S.D. Codified Laws § 49-41B-27']);
    assert.deepEqual(canonicals('South Carolina Code Annotated 15-78-30(d)'), ['S.C. Code Ann. § 15-78-30']);
    assert.deepEqual(canonicals('Nebraska Revised Statutes 13-910'), ['Neb. Rev. Stat. § 13-910']);
    assert.deepEqual(canonicals('Wyo. Stat. Ann. 1-39-101 to -121'), ['Wyo. Stat. Ann. § 1-39-101', 'Wyo. Stat. Ann. § 1-39-121']);
    // (However the sentence goes on: such an end can be nothing but the range's. `Idaho Stat.`, as breach-law tables name the Idaho Code.)
    assert.deepEqual(canonicals('Tenn. Code Ann. §§ 29-26-101 to -122 apply; Idaho Stat. §§ 28-51-104 to -107 is a breach law'), [
      'Tenn. Code Ann. § 29-26-101', 'Tenn. Code Ann. § 29-26-122', 'Idaho Code § 28-51-104', 'Idaho Code § 28-51-107',
    ]);
    // Not an end lower than its start, nor one with more parts than the number before it.
    assert.deepEqual(canonicals('Idaho Code § 6-901 to -9 bars; Wyo. Stat. § 1-1-101 to -10 degrees; Ga. Code § 9-3-33 to -3-35.'), [
      'Idaho Code § 6-901', 'Wyo. Stat. Ann. § 1-1-101', 'Ga. Code Ann. § 9-3-33',
    ]);
    // Without the shape, a number after the name is no section: an edition, a page, a count.
    assert.deepEqual(canonicals('the Utah Code 2019 edition; Tenn. Code Ann. 12 volumes'), []);
  });

  it("`General Statutes` is Connecticut's unless the document's citations or caption are North Carolina's", () => {
    assert.deepEqual(canonicals('General Statutes § 52-584'), ['Conn. Gen. Stat. § 52-584']);
    assert.deepEqual(canonicals('N.C. Gen. Stat. § 50-13.4. See Chapter 50 of the General Statutes; General Statutes § 50-20'), [
      'N.C. Gen. Stat. § 50-13.4', 'N.C. Gen. Stat. ch. 50', 'N.C. Gen. Stat. § 50-20',
    ]);
    assert.deepEqual(canonicals('STATE OF NORTH CAROLINA\nCOURT OF APPEALS\n\nunder General Statutes § 1A-1'), ['N.C. Gen. Stat. § 1A-1']);
    // The number decides where only one state numbers so: North Carolina marks an inserted chapter with a capital.
    assert.deepEqual(canonicals('General Statutes § 15A-1444 and General Statutes § 46b-86.'), ['N.C. Gen. Stat. § 15A-1444', 'Conn. Gen. Stat. § 46b-86']);
  });

  it('lists: a spaced dash before an end written out as the start, explanations between items, and signless items of the code\'s shape', () => {
    assert.deepEqual(canonicals('AS 09.45.881 — 09.45.899'), ['Alaska Stat. § 09.45.881', 'Alaska Stat. § 09.45.899']);
    assert.deepEqual(canonicals('Ark. Code Ann. §§ 16-107-303 — 16-107-305, 21-2-111, and 21-2-112'), [
      'Ark. Code Ann. § 16-107-303', 'Ark. Code Ann. § 16-107-305', 'Ark. Code Ann. § 21-2-111', 'Ark. Code Ann. § 21-2-112',
    ]);
    // Prose after a dash is no range's end.
    assert.deepEqual(canonicals('42 U.S.C. § 1983 — 12 months later'), ['42 U.S.C. § 1983']);
    assert.deepEqual(canonicals('See A.R.S. §§ 22-425(B) (parties may appeal); 12-120.21(A)(1) (jurisdiction); 12-2101(B) (appeals).'), [
      'Ariz. Rev. Stat. Ann. § 22-425', 'Ariz. Rev. Stat. Ann. § 12-120.21', 'Ariz. Rev. Stat. Ann. § 12-2101',
    ]);
    assert.deepEqual(canonicals('40 C.F.R. §§ 261.5(a)(2) (outlining limited regulation of\n\nCESQGs), 270.1(c) (generally requiring permits)'), [
      '40 C.F.R. § 261.5', '40 C.F.R. § 270.1',
    ]);
    // A listed last part alone takes the rest of the number before it.
    assert.deepEqual(canonicals('I.C. 34-13-3-6, 8.'), ['Ind. Code § 34-13-3-6', 'Ind. Code § 34-13-3-8']);
    assert.deepEqual(canonicals('Miss. Code Ann. § 11-46-5, 15.'), ['Miss. Code Ann. § 11-46-5', 'Miss. Code Ann. § 11-46-15']);
    assert.deepEqual(canonicals('OCGA §51-12-5, 5.1 and 6'), ['Ga. Code Ann. § 51-12-5', 'Ga. Code Ann. § 51-12-5.1', 'Ga. Code Ann. § 51-12-6']);
    assert.deepEqual(canonicals('Tenn. Code Ann. § 29-20-205, 12 months later'), ['Tenn. Code Ann. § 29-20-205']);
  });

  it("chapters cited by a local name alone, New York's laws without a sign, and no title numbered as a year", () => {
    const read = (text: string) => findCitations(text).map((c) => [c.canonical, c.kind]);
    assert.deepEqual(read('Immunity under RSA 507-B is still limited'), [['N.H. Rev. Stat. Ann. ch. 507-B', 'division']]);
    assert.deepEqual(read('RSA 541-A:1'), [['N.H. Rev. Stat. Ann. § 541-A:1', 'full']]);
    assert.deepEqual(read('codified in Utah Code 63G-7'), [['Utah Code Ann. ch. 63G-7', 'division']]);
    assert.deepEqual(read('under Utah Code 63G-7-102'), [['Utah Code Ann. § 63G-7-102', 'full']]);
    assert.deepEqual(read('Labor Law 240(1) and Labor Law 200'), [['N.Y. Lab. Law § 240', 'full'], ['N.Y. Lab. Law § 200', 'full']]);
    assert.deepEqual(read('General Obligations Law 5-1401'), [['N.Y. Gen. Oblig. Law § 5-1401', 'full']]);
    assert.deepEqual(read('the Penal Law 2019 amendments'), []);
    assert.deepEqual(read('63A-15-101. Title\n\n2022 Utah Code'), []);
  });

  it("Rhode Island's superseded compilations in a section's history are no citations of Massachusetts's General Laws", () => {
    assert.deepEqual(canonicals('History of Section. G.L. 1896, ch. 166, § 6; G.L. 1909, ch. 201, § 4; G.L. 1956, § 9-1-1 ; P.L. 1997, ch. 326, § 12.'), [
      'R.I. Gen. Laws § 9-1-1',
    ]);
    assert.deepEqual(canonicals('G.L. c. 93A, § 11'), ['Mass. Gen. Laws ch. 93A, § 11']);
  });

  it('an en dash joins a number only in a code whose sections all carry a hyphen; elsewhere it is a range', () => {
    assert.deepEqual(canonicalsWithRanges('Cal. Civ. Code § 1790–1795.8'), ['Cal. Civ. Code § 1790 (from)', 'Cal. Civ. Code § 1795.8 (to)']);
    assert.deepEqual(canonicalsWithRanges('Mass. Gen. Laws ch. 93A, § 9–11'), ['Mass. Gen. Laws ch. 93A, § 9 (from)', 'Mass. Gen. Laws ch. 93A, § 11 (to)']);
    assert.deepEqual(canonicalsWithRanges('Wash. Rev. Code § 4.24.510–525'), ['Wash. Rev. Code § 4.24.510 (from)', 'Wash. Rev. Code § 4.24.525 (to)']);
    assert.deepEqual(canonicalsWithRanges('R.C. 2744.02–03'), ['Ohio Rev. Code Ann. § 2744.02 (from)', 'Ohio Rev. Code Ann. § 2744.03 (to)']);
    assert.deepEqual(canonicalsWithRanges('D.C. Code §§ 47–2002 to 47–2005'), ['D.C. Code § 47-2002 (from)', 'D.C. Code § 47-2005 (to)']);
    assert.deepEqual(canonicalsWithRanges('N.J.S.A. 2A:53A–7'), ['N.J. Stat. Ann. § 2A:53A-7']);
    // A word after the dash is no part of the number.
    assert.deepEqual(canonicalsWithRanges('Tex. Penal Code § 19.02–Murder'), ['Tex. Penal Code Ann. § 19.02']);
    assert.deepEqual(canonicalsWithRanges('42 U.S.C. § 1988 — 2019 data show'), ['42 U.S.C. § 1988']);
  });

  it('rules that read more forms stay within them', () => {
    const read = (text: string) => findCitations(text).map((c) => `${c.canonical}${c.range ? ` (${c.range})` : ''}${c.pinpoint ? ` ${c.pinpoint}` : ''}`);
    // A signless list goes on after a range.
    assert.deepEqual(read('I.C. 34-13-3-6 to 34-13-3-8, 9.'), ['Ind. Code § 34-13-3-6 (from)', 'Ind. Code § 34-13-3-8 (to)', 'Ind. Code § 34-13-3-9']);
    // New York's laws without a sign: not a small number in prose.
    assert.deepEqual(read('the Penal Law 10 times; Insurance Law 3 percent'), []);
    // A postal abbreviation in capitals is prose.
    assert.deepEqual(read('AS PROVIDED IN CODE § 8.01-195.3'), []);
    // Virginia's bare `Code §` only in Virginia's titles with one part after the hyphen.
    assert.deepEqual(read('42 U.S.C. § 1983. Under Code § 12.1-32-02, the court'), ['42 U.S.C. § 1983']);
    // Subdivisions past those read end the list; a pinpoint already read stays.
    const many = `Minn. Stat. § 604.02, subd. ${Array.from({ length: 23 }, (_, i) => i + 1).join(', ')}`;
    assert.deepEqual(read(many), ['Minn. Stat. § 604.02']);
    assert.deepEqual(read('Minn. Stat. § 604.02(1), subd. 2'), ['Minn. Stat. § 604.02 (1)']);
    // A chapter is no item of a list of sections.
    assert.deepEqual(read('Utah Code 63G-7-102, 78B-2'), ['Utah Code Ann. § 63G-7-102']);
  });

  it('en dashes in codes whose sections are hyphenated by their table or grammar, ranges typeset all in en dashes, and range ends that abbreviate a part', () => {
    assert.deepEqual(canonicalsWithRanges('Ala. Code § 6–5–410 governs.'), ['Ala. Code § 6-5-410']);
    assert.deepEqual(canonicalsWithRanges('Kan. Stat. Ann. § 60–513'), ['Kan. Stat. Ann. § 60-513']);
    assert.deepEqual(canonicalsWithRanges('Tenn. Code Ann. §§ 29–20–201–29–20–207.'), ['Tenn. Code Ann. § 29-20-201 (from)', 'Tenn. Code Ann. § 29-20-207 (to)']);
    assert.deepEqual(canonicalsWithRanges('Ind. Code §§ 34–13–3–1–34–13–3–25'), ['Ind. Code § 34-13-3-1 (from)', 'Ind. Code § 34-13-3-25 (to)']);
    assert.deepEqual(canonicalsWithRanges('Tex. Civ. Prac. & Rem. Code §§ 101.021–25.'), [
      'Tex. Civ. Prac. & Rem. Code Ann. § 101.021 (from)', 'Tex. Civ. Prac. & Rem. Code Ann. § 101.025 (to)',
    ]);
    // No end that only a longer number or a year would give.
    assert.notDeepEqual(canonicalsWithRanges('Tenn. Code Ann. §§ 29-20-403 to 2019.')[1], 'Tenn. Code Ann. § 29-20-2019 (to)');
    assert.notDeepEqual(canonicalsWithRanges('Colo. Rev. Stat. § 13-21-102.5 to 2003.')[1], 'Colo. Rev. Stat. § 13-21-102.2003 (to)');
  });

  it('prose after nor, a spaced dash or a plain number is no part of a list', () => {
    assert.deepEqual(canonicalsWithRanges('Tenn. Code Ann. §§ 29-20-205 nor 12 months.'), ['Tenn. Code Ann. § 29-20-205']);
    assert.deepEqual(canonicalsWithRanges('Neither N.D.C.C. §§ 32-15-29 nor 32-15-30 provide for interest'), ['N.D. Cent. Code § 32-15-29', 'N.D. Cent. Code § 32-15-30']);
    assert.deepEqual(canonicalsWithRanges('Sections 3 to 7 MCA apply. Sections 1 and 2 RSMo.'), []);
    assert.deepEqual(canonicalsWithRanges('O.C.G.A. §§ 51-1-11 – 51-1-12 apply.'), ['Ga. Code Ann. § 51-1-11 (from)', 'Ga. Code Ann. § 51-1-12 (to)']);
    assert.deepEqual(canonicalsWithRanges('42 U.S.C. §§ 1981 – 1988 provide remedies.'), ['42 U.S.C. § 1981 (from)', '42 U.S.C. § 1988 (to)']);
    assert.deepEqual(canonicalsWithRanges('55 PA Code § 3490.4 requires notice.'), []);
  });

  it('a title written before the section word of a code numbered by title: `Title 18, section 6856(3) of the Delaware Code`', () => {
    assert.deepEqual(rows('provisions of Title 18, section 6856(3) of the Delaware Code.'), [
      ['Title 18, section 6856(3) of the Delaware Code', 'Del. Code Ann. tit. 18, § 6856', '(3)'],
    ]);
    assert.deepEqual(rows('Title 18, section 6856 of the Act'), []);
  });

  it('a second number of the same chapter after and/or, a comma before et seq., Colorado\'s inserted subsections and `subsection` as the section word', () => {
    assert.deepEqual(canonicalsWithRanges('payment under ORS 31.560 or 31.565 for "death, injury"'), ['Or. Rev. Stat. § 31.560', 'Or. Rev. Stat. § 31.565']);
    assert.deepEqual(canonicalsWithRanges('RCW 4.16.080 and 4.16.100 apply'), ['Wash. Rev. Code § 4.16.080', 'Wash. Rev. Code § 4.16.100']);
    // Another chapter, or a number not written as the first, is prose.
    assert.deepEqual(canonicalsWithRanges('Wis. Stat. § 893.80 and 2.5 acres'), ['Wis. Stat. § 893.80']);
    assert.deepEqual(canonicalsWithRanges('ORS 31.560 or 32.565 for'), ['Or. Rev. Stat. § 31.560']);
    assert.deepEqual(canonicalsWithRanges('42 U.S.C. § 1983 and 1988 amendments'), ['42 U.S.C. § 1983']);
    assert.deepEqual(canonicalsWithRanges('immunity under NRS 41.032, (2) the existence of probable cause'), ['Nev. Rev. Stat. § 41.032']);
    assert.deepEqual(rows('under the Act, § 1-39-101, et seq., W.S. 1977, Cum.Supp. 1981'), [['§ 1-39-101, et seq., W.S. 1977', 'Wyo. Stat. Ann. § 1-39-101', null]]);
    assert.deepEqual(rows('under § 24-10-103(1.3) C.R.S. 2016 of'), [['§ 24-10-103(1.3) C.R.S. 2016', 'Colo. Rev. Stat. § 24-10-103', '(1.3)']]);
    assert.deepEqual(rows('subsection 42-17-90(A) of the South Carolina Code (2015)'), [
      ['subsection 42-17-90(A) of the South Carolina Code', 'S.C. Code Ann. § 42-17-90', '(A)'],
    ]);
    assert.deepEqual(rows('under subsection 2 of section 5 of this act'), []);
  });

  it("scanned opinions' capitals after the state's abbreviation, Wisconsin's unparenthesised subdivision before Stats., and a constitution's section before a code's", () => {
    assert.deepEqual(rows('requirements in Wis. STAT. § 32.06(8) in order'), [['Wis. STAT. § 32.06(8)', 'Wis. Stat. § 32.06', '(8)']]);
    assert.deepEqual(rows('See Tex. CIV. PRAC. & REM. CODE ANN. § 74.351'), [['Tex. CIV. PRAC. & REM. CODE ANN. § 74.351', 'Tex. Civ. Prac. & Rem. Code Ann. § 74.351', null]]);
    assert.deepEqual(rows('constitutionality of sec. 71.04(5)(d)1, STATS. (1975).'), [['sec. 71.04(5)(d)1, STATS.', 'Wis. Stat. § 71.04', '(5)(d)1']]);
    assert.deepEqual(rows('under Colo. Const. art. VI, § 5(3), and § 24-51-1105, C.R.S. 2016.'), [['§ 24-51-1105, C.R.S. 2016', 'Colo. Rev. Stat. § 24-51-1105', null]]);
    assert.deepEqual(canonicals('N.Y. Const. article 1, § 6, and CPLR 3211'), ['N.Y. C.P.L.R. 3211']);
  });

  it('`section N of the Code` after a code cited by name, the section word after a chapter glued to its name, Annotated written out, and codes named "of" their state', () => {
    assert.deepEqual(rows('of section 74.351(a) of the Texas Civil Practice and Remedies Code, and under section 74.351(b) of the Code.'), [
      ['section 74.351(a) of the Texas Civil Practice and Remedies Code', 'Tex. Civ. Prac. & Rem. Code Ann. § 74.351', '(a)'],
      ['section 74.351(b) of the Code', 'Tex. Civ. Prac. & Rem. Code Ann. § 74.351', '(b)'],
    ]);
    assert.deepEqual(canonicals('I.R.C. § 501(c)(3). An organization under section 501(c)(4) of the Code'), ['26 U.S.C. § 501', '26 U.S.C. § 501']);
    // Not after a code cited by its title, and not where `Code of` begins a name.
    assert.deepEqual(canonicals('42 U.S.C. § 1983. Under section 1988 of the Code, fees'), ['42 U.S.C. § 1983']);
    assert.deepEqual(canonicals('section 8.01-243 of the Code of Virginia'), ['Va. Code Ann. § 8.01-243']);
    assert.deepEqual(rows('a claim under G.L.c. 93A, Section 9 in a letter'), [['G.L.c. 93A, Section 9', 'Mass. Gen. Laws ch. 93A, § 9', null]]);
    assert.deepEqual(canonicals('Whether Miss. Code Annotated § 11-46-11 (Supp. 1996) requires'), ['Miss. Code Ann. § 11-46-11']);
    assert.deepEqual(canonicals('section 25-222 of the Revised Statutes of Nebraska ("25-222").'), ['Neb. Rev. Stat. § 25-222']);
    assert.deepEqual(canonicals('section 537.080 of the Revised Statutes of Missouri'), ['Mo. Rev. Stat. § 537.080']);
    assert.deepEqual(canonicals('section 9-1-14 of the General Laws of Rhode Island'), ['R.I. Gen. Laws § 9-1-14']);
    assert.deepEqual(canonicals('section 55-7B-6 of the Code of West Virginia'), ['W. Va. Code § 55-7B-6']);
    // A full name without its "Annotated".
    assert.deepEqual(canonicals('section 29-20-201 of the Tennessee Code'), ['Tenn. Code Ann. § 29-20-201']);
    assert.deepEqual(canonicals('Section 9-11-12 of the Official Code of Georgia'), ['Ga. Code Ann. § 9-11-12']);
  });

  it("numbers with no sign before a local name that carries its compilation's year", () => {
    assert.deepEqual(rows('For immunity from liability, see 50-12-1 NMSA 1978.'), [['50-12-1 NMSA 1978', 'N.M. Stat. Ann. § 50-12-1', null]]);
    assert.deepEqual(canonicalsWithRanges('the Tort Claims Act [41-4-1 to 41-4-27 NMSA 1978] following'), ['N.M. Stat. Ann. § 41-4-1 (from)', 'N.M. Stat. Ann. § 41-4-27 (to)']);
    // A number not of the code's shape, or no year after the name, is prose.
    assert.deepEqual(rows('on page 12 NMSA 1978 says'), []);
    assert.deepEqual(rows('in 1978 NMSA 1978 was enacted'), []);
    assert.deepEqual(rows('see 50-12-1 NMSA and'), []);
  });

  it("California practitioners' initials for its codes, before a sign or section word", () => {
    assert.deepEqual(canonicals('under CCP § 340.5 the'), ['Cal. Civ. Proc. Code § 340.5']);
    assert.deepEqual(canonicals('a motion under CCP section 425.16'), ['Cal. Civ. Proc. Code § 425.16']);
    assert.deepEqual(canonicals('under B&P § 17200 and B&P Code § 17500'), ['Cal. Bus. & Prof. Code § 17200', 'Cal. Bus. & Prof. Code § 17500']);
    assert.deepEqual(canonicals('H&S Code § 11350 and W&I Code § 5150'), ['Cal. Health & Safety Code § 11350', 'Cal. Welf. & Inst. Code § 5150']);
    // Initials that name other things as often need the sign.
    assert.deepEqual(canonicals('the CCP 20 years ago'), []);
  });

  it('sections "of this title" or chapter after a citation, postfix names in capitals, and a chapter label run into its name', () => {
    assert.deepEqual(canonicals('Del. Code Ann. tit. 10, § 8106(a). Subject, however, to the provisions of §§ 8108-8110, 8119 and 8127 of this title.'), [
      'Del. Code Ann. tit. 10, § 8106', 'Del. Code Ann. tit. 10, § 8108', 'Del. Code Ann. tit. 10, § 8110', 'Del. Code Ann. tit. 10, § 8119', 'Del. Code Ann. tit. 10, § 8127',
    ]);
    assert.deepEqual(rows('Ohio Rev. Code § 2744.01. Under section 2744.03 of this chapter'), [
      ['Ohio Rev. Code § 2744.01', 'Ohio Rev. Code Ann. § 2744.01', null],
      ['section 2744.03 of this chapter', 'Ohio Rev. Code Ann. § 2744.03', null],
    ]);
    assert.deepEqual(canonicals('§ 12 of this Agreement; section 5 of this act'), []);
    assert.deepEqual(canonicals('AN ACT TO AMEND SECTION 11-46-11, MISSISSIPPI CODE OF 1972, TO CLARIFY'), ['Miss. Code Ann. § 11-46-11']);
    assert.deepEqual(canonicals('section 5-219, IDAHO CODE'), ['Idaho Code § 5-219']);
    assert.deepEqual(rows('pursuant to G.L.c. 251. This matter'), [['G.L.c. 251', 'Mass. Gen. Laws ch. 251', null]]);
  });

  it("hyphens as legislatures' sites and typesetters write them, chapters by a local name, a title after the section, informal names", () => {
    // North Carolina's site writes U+2011, the non-breaking hyphen.
    assert.deepEqual(rows('mentioned in G.S. 1‑53(1).'), [['G.S. 1‑53(1)', 'N.C. Gen. Stat. § 1-53', '(1)']]);
    assert.deepEqual(canonicals('See RSA 507:7–d, :7–e (2010).'), ['N.H. Rev. Stat. Ann. § 507:7-d', 'N.H. Rev. Stat. Ann. § 507:7-e']);
    assert.deepEqual(canonicalsWithRanges('N.J.S.A. 2A:15-5.1 to –5.8, a defendant'), ['N.J. Stat. Ann. § 2A:15-5.1 (from)', 'N.J. Stat. Ann. § 2A:15-5.8 (to)']);
    assert.deepEqual(rows('a trust under AS 34.77.'), [['AS 34.77', 'Alaska Stat. ch. 34.77', null]]);
    assert.deepEqual(canonicals('Amend § 8106, Title 10 of the Delaware Code by adding'), ['Del. Code Ann. tit. 10, § 8106']);
    assert.deepEqual(canonicals('Idaho Statutes Section 6-1603 is the cap; Nebraska Statutes 25-21,185.09.'), ['Idaho Code § 6-1603', 'Neb. Rev. Stat. § 25-21,185.09']);
    assert.deepEqual(canonicals('Tex. Civ. Practice & Remedies Code Section 102A.004'), ['Tex. Civ. Prac. & Rem. Code Ann. § 102A.004']);
    // Maine's subsection and Indiana's session laws are not sections or public laws.
    assert.deepEqual(canonicals('14 MRSA §8107, sub-§1, as amended'), ['Me. Stat. tit. 14, § 8107']);
    assert.deepEqual(canonicals('As added by P.L.1-1998, SEC.8. Amended by P.L.46-2023, SEC.6.'), []);
  });

  it("the Civil Code and Code of Civil Procedure cited by article are Louisiana's", () => {
    assert.deepEqual(canonicals('responsible under Civil Code Article 2317 for damages'), ['La. Civ. Code Ann. art. 2317']);
    assert.deepEqual(canonicals('under article 2315 of the Civil Code and C.C. art. 2316'), ['La. Civ. Code Ann. art. 2315', 'La. Civ. Code Ann. art. 2316']);
    assert.deepEqual(canonicals('under Code of Civil Procedure article 966'), ['La. Code Civ. Proc. Ann. art. 966']);
    // By section they are California's; a California code named with its state is never read by article.
    assert.deepEqual(canonicals('Civil Code section 1714'), ['Cal. Civ. Code § 1714']);
    assert.deepEqual(canonicals('Cal. Civ. Code art. 5'), []);
  });

  it("Maryland's Code before its revision, by numbered article, with its edition between", () => {
    assert.deepEqual(rows('under Md. Code Ann. art. 27, § 36 (1957)'), [['Md. Code Ann. art. 27, § 36', 'Md. Ann. Code art. 27, § 36', null]]);
    assert.deepEqual(canonicals('accorded to police officers under Maryland Code (1957, 1979 Repl. Vol.), Art. 101, § 64A.'), ['Md. Ann. Code art. 101, § 64A']);
    // The revised Code's articles are named, after the section or before it.
    assert.deepEqual(canonicals('Md. Code (1974, 2013 Repl. Vol.), § 5-101 of the Courts and Judicial Proceedings Article'), ['Md. Code Ann., Cts. & Jud. Proc. § 5-101']);
    assert.deepEqual(canonicals('Md. Code Ann., Crim. Law § 3-202'), ['Md. Code Ann., Crim. Law § 3-202']);
  });

  it("numbers run into a name's last period, lists in a bill's capitals, and more of the names writers use", () => {
    assert.deepEqual(rows('Sentencing—R.C.2929.14(C)(4)—Consecutive'), [['R.C.2929.14(C)(4)', 'Ohio Rev. Code Ann. § 2929.14', '(C)(4)']]);
    assert.deepEqual(canonicals('under N.J.S.A.2A:14-2 the'), ['N.J. Stat. Ann. § 2A:14-2']);
    // A reporter's volume and series run together are no name's.
    assert.deepEqual(canonicals('See 441 A.2d 5 and 5 F.3d 1'), []);
    assert.deepEqual(canonicals('REPEALING SECTIONS 45-9-208, 45-10-108, AND 46-18-501, MCA; AND PROVIDING'), [
      'Mont. Code Ann. § 45-9-208', 'Mont. Code Ann. § 45-10-108', 'Mont. Code Ann. § 46-18-501',
    ]);
    assert.deepEqual(canonicals('the court did not apply ch. 766, stats., in deciding'), ['Wis. Stat. ch. 766']);
    assert.deepEqual(canonicals('governed by Alaska Statute 09.17.080, which'), ['Alaska Stat. § 09.17.080']);
    assert.deepEqual(canonicals('6. See Virginia Code 8.01-2'), ['Va. Code Ann. § 8.01-2']);
    assert.deepEqual(canonicals('Md. Code, CJ § 5-101 Amended by 2014 Md. Laws, Ch. 592'), ['Md. Code Ann., Cts. & Jud. Proc. § 5-101']);
  });

  it("a code California and Texas name alike is read by its section's number where the document does not decide", () => {
    const read = (text: string) => findCitations(text).map((c) => c.canonical);
    assert.deepEqual(read('under Penal Code § 22.01 the'), ['Tex. Penal Code Ann. § 22.01']);
    assert.deepEqual(read('pursuant to Section 263.404(a)(2) of the Family Code'), ['Tex. Fam. Code Ann. § 263.404']);
    assert.deepEqual(read('Government Code § 552.101; Health and Safety Code § 481.115'), ["Tex. Gov't Code Ann. § 552.101", 'Tex. Health & Safety Code Ann. § 481.115']);
    assert.deepEqual(read('Penal Code § 1203.066, Penal Code § 290.018, Labor Code § 98.6, Family Code § 3011'), [
      'Cal. Penal Code § 1203.066', 'Cal. Penal Code § 290.018', 'Cal. Lab. Code § 98.6', 'Cal. Fam. Code § 3011',
    ]);
    // A session law's section, as Oregon writes it, is no short form.
    assert.deepEqual(read('assault, ORS 163.165. Or Laws 1995, ch 2, § 1(1) and (2).'), ['Or. Rev. Stat. § 163.165']);
  });

  it('a short form that names its chapter, spaced hyphen ranges, one-sign dotted ranges, and North Dakota\'s Century Code alone', () => {
    assert.deepEqual(rows('under Mass. Gen. Laws c. 40B, § 21. The developer sought a bond under c. 40A, § 17, which'), [
      ['Mass. Gen. Laws c. 40B, § 21', 'Mass. Gen. Laws ch. 40B, § 21', null],
      ['c. 40A, § 17', 'Mass. Gen. Laws ch. 40A, § 17', null],
    ]);
    // Only after a code cited by chapter and section.
    assert.deepEqual(canonicals('42 U.S.C. § 1983. Then ch. 5, § 3 of the book'), ['42 U.S.C. § 1983']);
    assert.deepEqual(canonicals('See c. 40A, § 17 alone'), []);
    // A session law's chapter, after its year or its name.
    assert.deepEqual(canonicals('G. L. c. 231, § 60B, inserted by St. 1975, c. 362, § 5'), ['Mass. Gen. Laws ch. 231, § 60B']);
    assert.deepEqual(canonicals('G. L. c. 231, § 60B, as amended by 1991 Mass. Acts c. 127, § 4'), ['Mass. Gen. Laws ch. 231, § 60B']);
    assert.deepEqual(canonicalsWithRanges('Except as limited by AS 12.55.125 - 12.55.175, the court'), ['Alaska Stat. § 12.55.125 (from)', 'Alaska Stat. § 12.55.175 (to)']);
    assert.deepEqual(canonicalsWithRanges('AS 12.55.125-12.55.175, the court'), ['Alaska Stat. § 12.55.125 (from)', 'Alaska Stat. § 12.55.175 (to)']);
    assert.deepEqual(canonicalsWithRanges('Minn. Stat. § 604.02-604.03'), ['Minn. Stat. § 604.02 (from)', 'Minn. Stat. § 604.03 (to)']);
    assert.deepEqual(canonicals('Citation: Cent. Code § 14-09-06.2(1) The best'), ['N.D. Cent. Code § 14-09-06.2']);
  });

  it("a sign lost to an encoding, a state's name and Code or Statutes, Anno., California's code initials, and NRS chapters", () => {
    assert.deepEqual(rows('Conn. Gen. Stat. @ 1-19 (1992)'), [['Conn. Gen. Stat. @ 1-19', 'Conn. Gen. Stat. § 1-19', null]]);
    assert.deepEqual(canonicals('HRS @ 92F-1 (1993)'), ['Haw. Rev. Stat. § 92F-1']);
    assert.deepEqual(canonicals('email me @ 5 pm; the court‘ 5 times'), []);
    assert.deepEqual(canonicals('See Ohio Code 1.59; Tennessee Code 39-17-1351; Oregon Statutes 90.429; Wyoming Code § 7–3–507(a)'), [
      'Ohio Rev. Code Ann. § 1.59', 'Tenn. Code Ann. § 39-17-1351', 'Or. Rev. Stat. § 90.429', 'Wyo. Stat. Ann. § 7-3-507',
    ]);
    assert.deepEqual(canonicals('the Ohio Code of Conduct 5 times'), []);
    assert.deepEqual(canonicals('See Ark. Code Anno. § 5-65-102(1).'), ['Ark. Code Ann. § 5-65-102']);
    assert.deepEqual(canonicals('Under BPC §22577(a), HSC § 11350 and WIC § 5150'), ['Cal. Bus. & Prof. Code § 22577', 'Cal. Health & Safety Code § 11350', 'Cal. Welf. & Inst. Code § 5150']);
    assert.deepEqual(rows("Nevada's Act (NRS 116), an HOA"), [['NRS 116', 'Nev. Rev. Stat. ch. 116', null]]);
  });

  it("Georgia's Code Section and Code 1981, New Jersey's R.S., Maryland's articles named in full, West Virginia's said code, Virginia's bare sign", () => {
    assert.deepEqual(canonicals('The notice must follow Code Section 44-14-361.1; the history note reads Code 1981, § 9-11-68, enacted by Ga. L. 2005, p. 1, § 5.'), [
      'Ga. Code Ann. § 44-14-361.1', 'Ga. Code Ann. § 9-11-68',
    ]);
    // Only a Georgia number after a bare `Code Section`; a named code keeps its own.
    assert.deepEqual(canonicals('Code section 614.1 is amended; Civil Code Section 1714 applies.'), ['Cal. Civ. Code § 1714']);
    assert.deepEqual(canonicals('A claimant under R.S. 2A:44A-6 differs from one under R.S. 9:4801.'), ['N.J. Stat. Ann. § 2A:44A-6', 'La. Stat. Ann. § 9:4801']);
    assert.deepEqual(canonicals('Real Property Article, § 8-208 governs; see Md. Code, Health-General Article, § 4-301 and Maryland Family Law Section 5-1029.'), [
      'Md. Code Ann., Real Prop. § 8-208', 'Md. Code Ann., Health-Gen. § 4-301', 'Md. Code Ann., Fam. Law § 5-1029',
    ]);
    assert.deepEqual(canonicals('The bill repeals § 17C-5-2 of the Code of West Virginia, 1931, as amended, and amends § 17C-5-4, § 17C-5-7 and § 17C-5A-1 of said code.'), [
      'W. Va. Code § 17C-5-2', 'W. Va. Code § 17C-5-4', 'W. Va. Code § 17C-5-7', 'W. Va. Code § 17C-5A-1',
    ]);
    assert.deepEqual(canonicals('Reckless driving is defined in § 46.2-852, and speed in § 46.2-862.'), ['Va. Code Ann. § 46.2-852', 'Va. Code Ann. § 46.2-862']);
    assert.deepEqual(canonicals('See § 12.1-32-02 and § 1.42-5.'), []);
  });

  it("Idaho's uniform laws, a subsection of a named section, names run into the word before, and lists in a section's chapter", () => {
    const warranty = only('Breach of warranty: I.C. § 28-2-725.');
    assert.deepEqual([warranty.canonical, warranty.state, warranty.kind], ['Idaho Code § 28-2-725', 'id', 'full']);
    assert.deepEqual(canonicals('The immunity in subsection 2 of NRS 41.032 does not apply.'), ['Nev. Rev. Stat. § 41.032']);
    assert.deepEqual(canonicals('The term is set by New JerseyN.J.S.A. 2A:14-1 and the video recording.S.C. Code Ann. § 56-5-2953 requires.'), [
      'N.J. Stat. Ann. § 2A:14-1', 'S.C. Code Ann. § 56-5-2953',
    ]);
    assert.deepEqual(canonicals('Burglary is defined at 18 Pa.C.S. 3502 and trespass at 18 PACS § 3503.'), ['18 Pa. Cons. Stat. § 3502', '18 Pa. Cons. Stat. § 3503']);
    assert.deepEqual(canonicals('Notice is due under Public Authorities Law § 1276.'), ['N.Y. Pub. Auth. Law § 1276']);
    assert.deepEqual(canonicalsWithRanges('K.S.A. 60-1501 through 60-1507a apply'), ['Kan. Stat. Ann. § 60-1501 (from)', 'Kan. Stat. Ann. § 60-1507a (to)']);
    assert.deepEqual(canonicals('G. L. c. 93A, s. 9, allows it; M.G.L. c. 93A, ss. 2 and 11 too.'), ['Mass. Gen. Laws ch. 93A, § 9', 'Mass. Gen. Laws ch. 93A, § 2', 'Mass. Gen. Laws ch. 93A, § 11']);
    assert.deepEqual(canonicals('See La. R.S. 9:2800, 2800.6.'), ['La. Stat. Ann. § 9:2800', 'La. Stat. Ann. § 9:2800.6']);
  });

  it("a section of a chapter just cited, and Washington's session laws before a sign", () => {
    assert.deepEqual(canonicals('SECTION 3. Chapter 92, Property Code, is amended by adding Section 92.0131 to read as follows.'), [
      'Tex. Prop. Code Ann. ch. 92', 'Tex. Prop. Code Ann. § 92.0131',
    ]);
    // Only a section of that chapter.
    assert.deepEqual(canonicals('Chapter 92, Property Code, applies; Section 17.46 does not.'), ['Tex. Prop. Code Ann. ch. 92']);
    assert.deepEqual(canonicals('consolidated into chapter 4.96 RCW. [1993 c 449 § 1.]'), ['Wash. Rev. Code ch. 4.96']);
  });

  it('a bill title that names the code once after several lists', () => {
    assert.deepEqual(canonicals('An act to amend Sections 1714 and 1714.1 of, and to add Section 1714.45 to, the Civil Code, and to add Section 25100 to the Business and Professions Code, relating to liability.'), [
      'Cal. Civ. Code § 1714', 'Cal. Civ. Code § 1714.1', 'Cal. Civ. Code § 1714.45', 'Cal. Bus. & Prof. Code § 25100',
    ]);
    assert.deepEqual(canonicals('To amend sections 2305.10 and 2305.11 and to enact section 2305.118 of the Revised Code to change the limits.'), [
      'Ohio Rev. Code Ann. § 2305.10', 'Ohio Rev. Code Ann. § 2305.11', 'Ohio Rev. Code Ann. § 2305.118',
    ]);
    assert.deepEqual(canonicals('See section 12 of, and the rest of the Penal Code.'), []);
  });

  it("Illinois's codes and acts named in words, by the compiled statutes' chapter and act", () => {
    assert.deepEqual(canonicals('The defendants moved under sections 2-615 and 2-619.1 of the Code of Civil Procedure; the State charged a violation of section 11-501 of the Illinois Vehicle Code.'), [
      '735 Ill. Comp. Stat. 5/2-615', '735 Ill. Comp. Stat. 5/2-619.1', '625 Ill. Comp. Stat. 5/11-501',
    ]);
    assert.deepEqual(canonicals('Limitations: section 13-202 of the Code of Civil Procedure.'), ['735 Ill. Comp. Stat. 5/13-202']);
    // California's Code of Civil Procedure numbers its sections without a hyphen.
    assert.deepEqual(canonicals('a special motion to strike under section 425.16 of the Code of Civil Procedure'), ['Cal. Civ. Proc. Code § 425.16']);
  });

  it("Maryland's en dash within a section's number, and Utah's UCA", () => {
    assert.deepEqual(canonicals('Md. Code Ann., Crim. Law §§ 3–402 and 3–403; a center as defined in § 10–513 of the Human Services Article.'), [
      'Md. Code Ann., Crim. Law § 3-402', 'Md. Code Ann., Crim. Law § 3-403', 'Md. Code Ann., Hum. Servs. § 10-513',
    ]);
    assert.deepEqual(canonicals('See UCA 63G-2-204(5) for the time limits.'), ['Utah Code Ann. § 63G-2-204']);
  });

  it('what the forms of bills, chapters and lists must not read into prose', () => {
    assert.deepEqual(canonicals('Notwithstanding Section 4.1 to the contrary, the terms of the Civil Code govern; we add Section 2 to the list, the Penal Code aside.'), []);
    // A chapter cited as a whole lends its code only to a section of that chapter written with the word.
    assert.deepEqual(canonicals('Under 42 U.S.C. § 1983; see also chapter 4.96 RCW. Fees follow under § 1988.'), ['42 U.S.C. § 1983', 'Wash. Rev. Code ch. 4.96', '42 U.S.C. § 1988']);
    assert.deepEqual(canonicals('Section 3, as amended, NRS 41.032 applies.'), ['Nev. Rev. Stat. § 41.032']);
    assert.deepEqual(canonicals('See 42 U.S.C. § 1983; or 12, 13, and 42 U.S.C. § 1985; and 1986 (2019) cases.'), ['42 U.S.C. § 1983', '42 U.S.C. § 1985']);
    assert.deepEqual(canonicals('The Boise City Code Section 11-06-04 and the Municipal Code Section 10-2-3 apply.'), []);
    assert.deepEqual(canonicals('The hospital bought 2 PACS 3000 servers; 42 Pa.C.S. 2018 amendments followed.'), []);
    assert.deepEqual(canonicals('Under section 60-212 of the Code of Civil Procedure, Kansas courts agree.'), []);
    assert.deepEqual(canonicals('Under La. R.S. 9:2800, 1996, the legislature acted.'), ['La. Stat. Ann. § 9:2800']);
    assert.deepEqual(canonicals('K.S.A. 21-6804 through 21-30 months; K.S.A. 60-1501; 60-2 votes; NRS 41.032; 41.5 percent.'), [
      'Kan. Stat. Ann. § 21-6804', 'Kan. Stat. Ann. § 60-1501', 'Nev. Rev. Stat. § 41.032',
    ]);
    assert.deepEqual(canonicals('Under The Code 1981, § 614.1 the court ruled.'), []);
  });

  it("Indiana's chapters by their three-part number", () => {
    assert.deepEqual(findCitations('Deposits are governed by Indiana Code 32-31-3 and Ind. Code § 32-31-3-12.').map((c) => [c.canonical, c.kind]), [
      ['Ind. Code ch. 32-31-3', 'division'], ['Ind. Code § 32-31-3-12', 'full'],
    ]);
    // Its articles, by title and article (`IC 35-47`), written as Indiana's own writers do, and in words.
    assert.deepEqual(canonicals('Governed by (2) IC 31-34; and (3) IC 31-37; Title 31, Article 34 of the Indiana Code; not I.C. 5-21 days.'), [
      'Ind. Code tit. 31, art. 34', 'Ind. Code tit. 31, art. 37', 'Ind. Code tit. 31, art. 34',
    ]);
    // After IC, which Idaho's courts write too: a chapter only in a shape no Idaho section has.
    assert.deepEqual(findCitations('Citations affected: IC 3-5-2; IC 6-1.1-10; IC 35-52-3-47.5. Under I.C. 28-2-725 the period runs.').map((c) => [c.canonical, c.kind]), [
      ['Ind. Code ch. 3-5-2', 'division'], ['Ind. Code ch. 6-1.1-10', 'division'], ['Ind. Code § 35-52-3-47.5', 'full'],
    ]);
  });

  it("bills' as amended, Nebraska's R.S. 1943, New York's abbreviations with L, and lists of one chapter set off by semicolons", () => {
    assert.deepEqual(canonicals('A BILL TO AMEND SECTION 44-53-370, AS AMENDED, CODE OF LAWS OF SOUTH CAROLINA, 1976, SO AS TO'), ['S.C. Code Ann. § 44-53-370']);
    assert.deepEqual(canonicals('to amend and reenact §§ 19.2-303 and 19.2-303.1, as amended, of the Code of Virginia, relating to'), ['Va. Code Ann. § 19.2-303', 'Va. Code Ann. § 19.2-303.1']);
    // Alaska's AS is no name after a section.
    assert.deepEqual(canonicals('SECTION 20-4-40, AS AMENDED BY ACT 12'), []);
    assert.deepEqual(canonicals('Source: Laws 1975, LB 11, § 3; R.S.1943, § 25-21,185; R.S. 1943, § 43-112; Laws 1992, LB 262, § 7.'), [
      'Neb. Rev. Stat. § 25-21,185', 'Neb. Rev. Stat. § 43-112',
    ]);
    assert.deepEqual(canonicals('Laws affected: Amd §5-702, Gen Ob L; Gen Mun L §50-e; amd §21-1701, En Con L; Pen L § 125.25'), [
      'N.Y. Gen. Oblig. Law § 5-702', 'N.Y. Gen. Mun. Law § 50-e', 'N.Y. Envtl. Conserv. Law § 21-1701', 'N.Y. Penal Law § 125.25',
    ]);
    assert.deepEqual(canonicals('Cited herein: K.S.A. 2021 Supp. 12-1770; 12-1770a; 12-1771; K.S.A. 12-1778.'), [
      'Kan. Stat. Ann. § 12-1770', 'Kan. Stat. Ann. § 12-1770a', 'Kan. Stat. Ann. § 12-1771', 'Kan. Stat. Ann. § 12-1778',
    ]);
    // Not a number of another chapter, nor one with its own sign.
    assert.deepEqual(canonicals('RCW 4.16.080; 2 years later; Tex. Code Crim. Proc. art. 42.12; § 5 of the act'), ['Wash. Rev. Code § 4.16.080', 'Tex. Code Crim. Proc. Ann. art. 42.12']);
    assert.deepEqual(canonicals('Personal injury 2 yearsORC 2305.10; WVC 55-1-1; Massachusetts General Law chapter 93A'), [
      'Ohio Rev. Code Ann. § 2305.10', 'W. Va. Code § 55-1-1', 'Mass. Gen. Laws ch. 93A',
    ]);
  });

  it("a state's code named by the state and a word, old and new numbers, lettered ranges, and other chapters after a semicolon", () => {
    assert.deepEqual(canonicals("Under Arizona law Section 33-1368 the notice comes first; Kansas' DUI law, Section 8-1567, counts prior convictions."), [
      'Ariz. Rev. Stat. Ann. § 33-1368', 'Kan. Stat. Ann. § 8-1567',
    ]);
    assert.deepEqual(canonicals('She relied on a Connecticut statute, section 31-51q, and on Indiana law under § 35-42-2-1.5.'), [
      'Conn. Gen. Stat. § 31-51q', 'Ind. Code § 35-42-2-1.5',
    ]);
    assert.deepEqual(canonicals("Section 63-15-40 of South Carolina's Code of Laws and Section 25-19-105 of the Arkansas Freedom of Information Act apply."), [
      'S.C. Code Ann. § 63-15-40', 'Ark. Code Ann. § 25-19-105',
    ]);
    // Words alone name no code: the section must have the code's shape, and be no other text's.
    assert.deepEqual(canonicals('Under Ohio law, section 4.2 of the lease controls; Kansas law, section 8-1567 of the Act, and section 2-207 of the Arizona Uniform Commercial Code.'), []);
    assert.deepEqual(canonicals('Exempt records are listed in RCW 42.17.310(4)/42.56.210(4); see RCW 42.17.251/42.56.030.'), [
      'Wash. Rev. Code § 42.17.310', 'Wash. Rev. Code § 42.56.210', 'Wash. Rev. Code § 42.17.251', 'Wash. Rev. Code § 42.56.030',
    ]);
    assert.deepEqual(canonicals('735 ILCS 5/13-202 applies.'), ['735 Ill. Comp. Stat. 5/13-202']);
    assert.deepEqual(canonicalsWithRanges('Wage rates: MGL c. 149, §§ 105A-C; admission: MGL c.272, s.98.'), [
      'Mass. Gen. Laws ch. 149, § 105A (from)', 'Mass. Gen. Laws ch. 149, § 105C (to)', 'Mass. Gen. Laws ch. 272, § 98',
    ]);
    assert.deepEqual(canonicals('See the c.5 figure and etc.5 in the notes.'), []);
    assert.deepEqual(canonicals('Authority: Alabama Code, Sec. 12-3-32; 16-24-30, 23-1-5.'), ['Ala. Code § 12-3-32', 'Ala. Code § 16-24-30', 'Ala. Code § 23-1-5']);
    // Only a number written as the one before it.
    assert.deepEqual(canonicals('Ala. Code § 12-3-32; 12-3-2020 was the date.'), ['Ala. Code § 12-3-32']);
  });

  it("a range written with whole numbers, New Jersey's compiled statutes in a session law, chapters by number alone, and a state's statute in lower case", () => {
    assert.deepEqual(canonicalsWithRanges('The records act, A.C.A. §§ 25-19-101-25-19-109, and A.C.A. § 25-19-101-25-19-109 again.'), [
      'Ark. Code Ann. § 25-19-101 (from)', 'Ark. Code Ann. § 25-19-109 (to)', 'Ark. Code Ann. § 25-19-101 (from)', 'Ark. Code Ann. § 25-19-109 (to)',
    ]);
    assert.deepEqual(canonicals('Section 3 of P.L.1945, c.169 (C.10:5-3) is amended; an architect under R.S.45:3-1 et seq.'), ['N.J. Stat. Ann. § 10:5-3', 'N.J. Stat. Ann. § 45:3-1']);
    assert.deepEqual(canonicals('See figure (C.5) and (C.2019).'), []);
    assert.deepEqual(rows('The legislature enacted RSA 275 and RSA 279; RSA 275:45, II applies, and RSA 193 E is another.'), [
      ['RSA 275', 'N.H. Rev. Stat. Ann. ch. 275', null], ['RSA 279', 'N.H. Rev. Stat. Ann. ch. 279', null], ['RSA 275:45', 'N.H. Rev. Stat. Ann. § 275:45', null],
    ]);
    assert.deepEqual(canonicals('Payments received under Chapter 4141. of the Revised Code count; see chapter 5. Of the rest, none.'), ['Ohio Rev. Code Ann. ch. 4141']);
    assert.deepEqual(canonicals('In Florida statute 768.81 and Ohio statute 2305.10; the statute 5 times; the Ohio statute 2.5 times higher.'), ['Fla. Stat. § 768.81', 'Ohio Rev. Code Ann. § 2305.10']);
  });

  it("Westlaw's ST, a capitalised word run into a number, Pennsylvania's statutes named in full, and South Carolina's Code of Laws after a section", () => {
    assert.deepEqual(canonicals('Headers read FL ST § 83.56 and DC ST Section 11-102.'), ['Fla. Stat. § 83.56', 'D.C. Code § 11-102']);
    assert.deepEqual(rows('Utah Code § 17-36-5Repealed by Chapter 413.'), [['Utah Code § 17-36-5', 'Utah Code Ann. § 17-36-5', null]]);
    // So does one run in between its parts, as a table's columns run together; one that leaves a separator at the end leaves no section.
    assert.deepEqual(rows('WA Wash. RCW 4.24.530NoNo1-Jan-89; Maine 5 Me. Rev. Stat. Ann. § 205-AThis chapter; 815 ILCS 505/2, 107/Rev. Stat.').map((r) => [r[0], r[1]]), [
      ['RCW 4.24.530', 'Wash. Rev. Code § 4.24.530'], ['5 Me. Rev. Stat. Ann. § 205-A', 'Me. Stat. tit. 5, § 205-A'], ['815 ILCS 505/2', '815 Ill. Comp. Stat. 505/2'],
    ]);
    assert.deepEqual(canonicals('Burglary is in Title 18, Section 3502 of the Pennsylvania Consolidated Statutes; trespass in Section 3503 of Title 18 of the Pennsylvania Consolidated Statutes.'), [
      '18 Pa. Cons. Stat. § 3502', '18 Pa. Cons. Stat. § 3503',
    ]);
    assert.deepEqual(canonicals('A pardoned applicant may be hired (Section 40-80-20, Code of Laws).'), ['S.C. Code Ann. § 40-80-20']);
    // A section after the levels that hold it, its number starting with the title's.
    assert.deepEqual(canonicalsWithRanges('Deposits: the Virginia Code Title 55.1, Chapter 12, Section 55.1-1226 through 55.1-1230; Tennessee Code Annotated, Title 29, Chapter 20, Section 29-20-205.'), [
      'Va. Code Ann. § 55.1-1226 (from)', 'Va. Code Ann. § 55.1-1230 (to)', 'Tenn. Code Ann. § 29-20-205',
    ]);
    assert.deepEqual(canonicals('Virginia Code Title 55.1, Chapter 12, Section 5 of the lease'), []);
  });

  it('lists of chapters, and other forms of the day', () => {
    assert.deepEqual(rows('A privilege as defined in KRS Chapter 186 or 189; see R.I. Gen. Laws, ch. 11-24 (public accommodations); ch. 28-5 (employment).'), [
      ['KRS Chapter 186', 'Ky. Rev. Stat. Ann. ch. 186', null], ['189', 'Ky. Rev. Stat. Ann. ch. 189', null],
      ['R.I. Gen. Laws, ch. 11-24', 'R.I. Gen. Laws ch. 11-24', null], ['ch. 28-5', 'R.I. Gen. Laws ch. 28-5', null],
    ]);
    assert.deepEqual(canonicals('It conforms to Chapters 3781 and 3791 of the Ohio Revised Code; it implements Iowa Code chapters 13B and 815; see chapters 19.86 and 19.190 RCW.'), [
      'Ohio Rev. Code Ann. ch. 3781', 'Ohio Rev. Code Ann. ch. 3791', 'Iowa Code ch. 13B', 'Iowa Code ch. 815', 'Wash. Rev. Code ch. 19.86', 'Wash. Rev. Code ch. 19.190',
    ]);
    // A number written otherwise, or one of prose, ends the list; a chapter with its own section starts a citation of its own.
    assert.deepEqual(rows('RSA chapter 275 and 2019 amendments; KRS Chapter 186 or 189 days; G.L. c. 93A and c. 93B, § 2.'), [
      ['RSA chapter 275', 'N.H. Rev. Stat. Ann. ch. 275', null], ['KRS Chapter 186', 'Ky. Rev. Stat. Ann. ch. 186', null], ['G.L. c. 93A', 'Mass. Gen. Laws ch. 93A', null],
    ]);
    // So does a labelled chapter with another code's name after it.
    assert.deepEqual(canonicals('Compare RSA chapter 358-A; chapter 19.86 RCW; and G.L. c. 93A and c. 176D.'), [
      'N.H. Rev. Stat. Ann. ch. 358-A', 'Wash. Rev. Code ch. 19.86', 'Mass. Gen. Laws ch. 93A', 'Mass. Gen. Laws ch. 176D',
    ]);
    // So does one with a state's session laws after it (`Oregon Laws 2019`), not a code's name (`Massachusetts General Laws`).
    assert.deepEqual(canonicals('RSA chapter 358-A and chapter 766, Oregon Laws 2019; chapter 93A, Massachusetts General Laws.'), [
      'N.H. Rev. Stat. Ann. ch. 358-A', 'Mass. Gen. Laws ch. 93A',
    ]);
    assert.deepEqual(canonicals('The child is neglected as defined in the Act [32A-4-1 NMSA 1978]. History: 1978 Comp., § 32A-5-15.'), ['N.M. Stat. Ann. § 32A-4-1', 'N.M. Stat. Ann. § 32A-5-15']);
    assert.deepEqual(canonicals('As a reminder, NC General Statute § 160D-109 sets the standard, and N.C. General Statute 132-1 the policy.'), ['N.C. Gen. Stat. § 160D-109', 'N.C. Gen. Stat. § 132-1']);
    assert.deepEqual(canonicalsWithRanges('The estate sued under 18 M.R.S.A. § 2551-2553; the claim went first to HAW. REV. STAT. § 671-\n\n12(a).'), [
      'Me. Stat. tit. 18, § 2551 (from)', 'Me. Stat. tit. 18, § 2553 (to)', 'Haw. Rev. Stat. § 671-12',
    ]);
    // A Utah bill's list of the sections it affects, with its line numbers.
    assert.deepEqual(rows('18     Utah Code Sections Affected:\n19     AMENDS:\n20          78B-3-403, as last amended by Laws of Utah 2019, Chapter 349\n21          4-37-503, as last amended by Chapter 302, Laws of Utah 1998\n22     ENACTS:\n23          78B-3-412, Utah Code Annotated 1953\n24     ITEMS: 12-3-4, more'), [
      ['78B-3-403', 'Utah Code Ann. § 78B-3-403', null], ['4-37-503', 'Utah Code Ann. § 4-37-503', null], ['78B-3-412', 'Utah Code Ann. § 78B-3-412', null],
    ]);
    assert.deepEqual(canonicalsWithRanges('Primary Legal Reference: Vermont Statutes Annotated, Title 10, Chapter 151, Sections 6001-6111.'), [
      'Vt. Stat. Ann. tit. 10, § 6001 (from)', 'Vt. Stat. Ann. tit. 10, § 6111 (to)',
    ]);
    assert.deepEqual(canonicals('Maryland Real Property Code §8-203 covers deposits; MD Code, Real Property, § 8-203.1 interest.'), [
      'Md. Code Ann., Real Prop. § 8-203', 'Md. Code Ann., Real Prop. § 8-203.1',
    ]);
    assert.deepEqual(canonicals('Personnel records: Md. Code, Gen. Provisions § 4-311.'), ['Md. Code Ann., Gen. Provis. § 4-311']);
    // Maryland's old code named after the article: `Sections 63 and 68 of Article 40 of the Annotated Code of Maryland`.
    assert.deepEqual(canonicals('An act to amend Sections 63 and 68 of Article 40 of the Annotated Code of Maryland; Section 292 of the Annotated Code of Maryland names no article, nor Section 5 of Chapter 40 of the Annotated Code of Maryland.'), [
      'Md. Ann. Code art. 40, § 63', 'Md. Ann. Code art. 40, § 68',
    ]);
    // The state's name before an article's (`the Maryland Transportation Article § 21-902`).
    assert.deepEqual(canonicals('A first offense under the Maryland Transportation Article § 21-902 is a misdemeanor.'), ['Md. Code Ann., Transp. § 21-902']);
    // An article's abbreviation before `Code`, as Texas's codes are cited, and a law library's without stops.
    assert.deepEqual(canonicals('The escrow rule, Md. Real Prop. Code Ann. § 8-203, and the venue rule, MD Cts & Jud Proc Code § 6-202 (2022).'), [
      'Md. Code Ann., Real Prop. § 8-203', 'Md. Code Ann., Cts. & Jud. Proc. § 6-202',
    ]);
    // Oklahoma's title written before its section with a hyphen, as its own site prints it.
    // (Not where a title is written apart, `2 O.S. § 2-4`, nor after the official name, nor a contract's section.)
    assert.deepEqual(canonicals('Oklahoma Statute § 21-1272 bars it; The Oklahoma Statute, Section 21-1280, too; 2 O.S. § 2-4; Okla. Stat. § 11-902 names no title; the Oklahoma statute § 10-1 of the lease.'), [
      'Okla. Stat. tit. 21, § 1272', 'Okla. Stat. tit. 21, § 1280', 'Okla. Stat. tit. 2, § 2-4',
    ]);
    assert.deepEqual(canonicals('A DUI is defined under Codified Law 32-23 and SDCL 32-23-1; see Chapter 28-5 of the Rhode Island General Statutes.'), [
      'S.D. Codified Laws ch. 32-23', 'S.D. Codified Laws § 32-23-1', 'R.I. Gen. Laws ch. 28-5',
    ]);
    // Montana's, South Carolina's, Georgia's and Arkansas's too: their sections have a third part. (Not Tennessee's, whose
    // sections had two parts before 1989: `T.C.A. 39-601`.)
    assert.deepEqual(canonicals('The deposit act (MCA 70-25) and the tenancy act (Montana Code Annotated 70-24); T.C.A. 39-601; S.C. Code Ann. 63-15; O.C.G.A. 44-7; A.C.A. 18-16; A.C.A. 4-2- 725.'), [
      'Mont. Code Ann. ch. 70-25', 'Mont. Code Ann. ch. 70-24', 'S.C. Code Ann. ch. 63-15', 'Ga. Code Ann. ch. 44-7',
      'Ark. Code Ann. ch. 18-16', 'Ark. Code Ann. § 4-2-725',
    ]);
    assert.deepEqual(canonicals('Under the Texas Property Code 209.002(7) and Texas Penal Code 22.01; Texas Penal Code 2019 is none.'), ['Tex. Prop. Code Ann. § 209.002', 'Tex. Penal Code Ann. § 22.01']);
    assert.deepEqual(canonicals('DUI is defined under Idaho Code 18-8004; Idaho Code 2019 is an edition; IC 34-20-2-1 is Indiana\'s.'), ['Idaho Code § 18-8004', 'Ind. Code § 34-20-2-1']);
    // A code two states name alike: the first listed section only one of them numbers so decides for the list.
    assert.deepEqual(canonicals('The relationship is described by Section 71.0021(b), 71.003, or 71.005, Family Code.'), [
      'Tex. Fam. Code Ann. § 71.0021', 'Tex. Fam. Code Ann. § 71.003', 'Tex. Fam. Code Ann. § 71.005',
    ]);
  });

  it("what the day's forms must not read: a state's law before a contract's or an act's own numbering, city codes, regulations and session laws after a chapter, ciphers and times", () => {
    assert.deepEqual(canonicals('Ind. Code § 9-24-9-2 requires it, and § 6-3-6-5 too.'), ['Ind. Code § 9-24-9-2', 'Ind. Code § 6-3-6-5']);
    assert.deepEqual(canonicals('Section 14.30 of the Florida Business Corporation Act; under Florida law, Section 12.01 is void; Connecticut homes invoked federal law § 247d-6d.'), []);
    assert.deepEqual(canonicals('Section 12-3-40, Code of Laws of the City of Greenville, and Section 6-1-10 of the Code of Laws of the Town of Mount Pleasant.'), []);
    assert.deepEqual(canonicals('KRS Chapter 224 and 401 KAR 51:010; G.L. c. 30A and c. 123 of the Acts of 1990; Fla. Stat. ch. 119 and ch. 2019-123, Laws of Fla.'), [
      'Ky. Rev. Stat. Ann. ch. 224', 'Mass. Gen. Laws ch. 30A', 'Fla. Stat. ch. 119',
    ]);
    assert.deepEqual(canonicals('The RSA 512 key length and RSA 3 months; the clerk noted (C.12:30).'), []);
    // (A number whose hyphen ends a line no number follows is not read: `§ 671` would be a chapter's number.)
    assert.deepEqual(rows('See 42 U.S.C. § 1983[1], and the court held; HAW. REV. STAT. § 671-\n\n12. The court.'), [['42 U.S.C. § 1983', '42 U.S.C. § 1983', null]]);
    assert.deepEqual(canonicals('K.S.A. 8-1567Repealed by L. 2020.'), ['Kan. Stat. Ann. § 8-1567']);
    assert.deepEqual(canonicals('Codified Law 12-3 of the Town of Smithfield; The Texas Tax Code 8.25% rate; Texas Water Code 49.01 acres; Under Public Law 117 2 million acres.'), []);
    assert.deepEqual(canonicals('Vermont Statutes Annotated, Title 10, Chapter 151, Section 2 of this Agreement; 26 U.S.C. §§ 61, § 62 of the Code.'), [
      'Vt. Stat. Ann. tit. 10, ch. 151', '26 U.S.C. § 61', '26 U.S.C. § 62',
    ]);
    // Ranges of two-part numbers, and chapter lists after a singular label.
    assert.deepEqual(canonicalsWithRanges('A.R.S. § 13-1105-13-1107; HRS § 671-12-671-18.'), [
      'Ariz. Rev. Stat. Ann. § 13-1105 (from)', 'Ariz. Rev. Stat. Ann. § 13-1107 (to)', 'Haw. Rev. Stat. § 671-12 (from)', 'Haw. Rev. Stat. § 671-18 (to)',
    ]);
    assert.deepEqual(canonicals('Under chapter 93A and chapter 176D of the General Laws; Chapter 119 or 120, Florida Statutes; chapter 11 and chapter 13 of title 11 of the United States Code.'), [
      'Mass. Gen. Laws ch. 93A', 'Mass. Gen. Laws ch. 176D', 'Fla. Stat. ch. 119', 'Fla. Stat. ch. 120', '11 U.S.C. ch. 11', '11 U.S.C. ch. 13',
    ]);
    assert.deepEqual(canonicals('Under Oregon law § 30.265, Kentucky law § 61.878 and New Hampshire law § 275:45; RSA 541 (2019).'), [
      'Or. Rev. Stat. § 30.265', 'Ky. Rev. Stat. Ann. § 61.878', 'N.H. Rev. Stat. Ann. § 275:45', 'N.H. Rev. Stat. Ann. ch. 541',
    ]);
    // Numbers before a postfix name after a comma, each with the code's shape and four digits; a space after a hyphen.
    assert.deepEqual(canonicals('History: NEW; IMP, 81-3-203, 81-3-211, MCA; page 5, 12.5, RCW; Jones, 768.72, Fla. Stat.; (A.C.A. 16- 56-105).'), [
      'Mont. Code Ann. § 81-3-203', 'Mont. Code Ann. § 81-3-211', 'Fla. Stat. § 768.72', 'Ark. Code Ann. § 16-56-105',
    ]);
    assert.deepEqual(canonicals('Wisconsin Lemon Law: Wisconsin Statutes Annotated, 218.0171.'), ['Wis. Stat. § 218.0171']);
    // New York's summary of the laws a bill affects names each law after its lists; the CPLR needs no title.
    assert.deepEqual(canonicals('Laws Affected: Add §217-a, amd §8301, CPLR; amd §§50-e, 880 & 970-n, add §53, Gen Muni L; amd §21-1701, En Con L'), [
      'N.Y. C.P.L.R. 217-a', 'N.Y. C.P.L.R. 8301', 'N.Y. Gen. Mun. Law § 50-e', 'N.Y. Gen. Mun. Law § 880', 'N.Y. Gen. Mun. Law § 970-n',
      'N.Y. Gen. Mun. Law § 53', 'N.Y. Envtl. Conserv. Law § 21-1701',
    ]);
    // An edition's year, with its publisher, between the items of a list.
    assert.deepEqual(canonicals('A.R.S. §§ 5-801(4) (2018) (defining "facility"), -804(A) (2018), -807 (2018); Cal. Civ. Code §§ 1714 (West 2020), 1714.1 (West 2020).'), [
      'Ariz. Rev. Stat. Ann. § 5-801', 'Ariz. Rev. Stat. Ann. § 5-804', 'Ariz. Rev. Stat. Ann. § 5-807', 'Cal. Civ. Code § 1714', 'Cal. Civ. Code § 1714.1',
    ]);
    // A third read: a name before a number starts its own citation; the Code of Virginia is another law; counts, phone
    // numbers, years and times are no sections.
    assert.deepEqual(canonicals('Under § 9, CPLR 3211 applies; 26 U.S.C. §§ 61, § 62 of the Code of Virginia.'), ['N.Y. C.P.L.R. 3211', '26 U.S.C. § 61', 'Va. Code Ann. § 62']);
    assert.deepEqual(canonicals('Call the Idaho Code 1-800-555-1212 line; Idaho Code 10-15 days; Government Code 800 employees; the RSA 512 (weak) keys.'), []);
    assert.deepEqual(canonicals('A.R.S. § 13-1105- 2 counts; Cal. Penal Code § 187- 25 years; 29 U.S.C. §§ 621 (1967), 1978 and 1986 amendments.'), [
      'Ariz. Rev. Stat. Ann. § 13-1105', 'Cal. Penal Code § 187', '29 U.S.C. § 621',
    ]);
    assert.deepEqual(canonicals('Under Ohio law, Section 4.101 requires it; under New Hampshire law, section 12:30 p.m.; amd §§50-e, add §53, see Smith v. Jones, 12 N.Y.3d 4, CPLR.'), []);
    assert.deepEqual(canonicals('It was filed under section 32-1-204.5, C.R.S.2013, and Public Law 117 2.'), ['Colo. Rev. Stat. § 32-1-204.5', 'Pub. L. No. 117-2']);
    // Colorado's courts give the printed edition's volume before the name; no other code's citation is read past a number.
    assert.deepEqual(canonicals('notice under section 24-10-109(3), 7 C.R.S. (1997), and § 13-80-102(1)(a), 5 C.R.S. (1997 Supp.); section 5, 7 Fla. Stat.'), [
      'Colo. Rev. Stat. § 24-10-109', 'Colo. Rev. Stat. § 13-80-102',
    ]);
    // A listed section alone after a colon takes its chapter from the one before (New Hampshire's may carry a hyphen
    // before the colon; New Jersey's, after it, does not).
    assert.deepEqual(canonicals('(authorized by RSA 21‑I:46, 52, 57, or 58); RSA 541-A:1, 2 years; N.J.S.A. 2A:14-2, 5 and'), [
      'N.H. Rev. Stat. Ann. § 21-I:46', 'N.H. Rev. Stat. Ann. § 21-I:52', 'N.H. Rev. Stat. Ann. § 21-I:57', 'N.H. Rev. Stat. Ann. § 21-I:58',
      'N.H. Rev. Stat. Ann. § 541-A:1', 'N.J. Stat. Ann. § 2A:14-2',
    ]);
    // A heading in parentheses before a semicolon and a section of the same chapter.
    assert.deepEqual(canonicals('See Ky. Rev. Stat. 61.878 (Records); 61.810 (Meetings). KRS 61.870 (Records); 12 months later'), [
      'Ky. Rev. Stat. Ann. § 61.878', 'Ky. Rev. Stat. Ann. § 61.810', 'Ky. Rev. Stat. Ann. § 61.870',
    ]);
    // A bill's line number between two numbers with parts inside a list.
    assert.deepEqual(canonicals('amending ss. 493.6108, 790.06, 14 790.0601, and 943.059, F.S.; A BILL To amend sections 2929.01, 2929.14, 1 2941.149, and 2953.08 of the Revised Code'), [
      'Fla. Stat. § 493.6108', 'Fla. Stat. § 790.06', 'Fla. Stat. § 790.0601', 'Fla. Stat. § 943.059',
      'Ohio Rev. Code Ann. § 2929.01', 'Ohio Rev. Code Ann. § 2929.14', 'Ohio Rev. Code Ann. § 2941.149', 'Ohio Rev. Code Ann. § 2953.08',
    ]);
    // A bill's line number after the section word, where the code is named after the list.
    assert.deepEqual(canonicals('2 An act relating to civil action; creating s.\n3 768.725, F.S.; amending s. 5 768.72, F.S.; of section\n19 324.021, Florida Statutes.'), [
      'Fla. Stat. § 768.725', 'Fla. Stat. § 768.72', 'Fla. Stat. § 324.021',
    ]);
    assert.deepEqual(canonicals('Fla. Stat. § 5.1 applies; then section 12 5.5 percent.'), ['Fla. Stat. § 5.1']);
    assert.deepEqual(canonicals("Utah's GRAMA is codified under Sections 63G-2-101 et. seq. of the Utah Code; see Minn. Statutes 244.10."), ['Utah Code Ann. § 63G-2-101', 'Minn. Stat. § 244.10']);
    // A section with its own sign before another code's name is that code's.
    assert.deepEqual(canonicals("A Connecticut statute, section 31-51q and Section 63-15-40 of South Carolina's Code of Laws."), ['Conn. Gen. Stat. § 31-51q', 'S.C. Code Ann. § 63-15-40']);
  });

  it('bare numbers before a postfix name, Maryland\'s articles after Md., the DGCL, an Illinois act\'s section after it, and Missouri\'s chapters', () => {
    // No word before the list leads to a citation: the name after it does, and the list is read from its first number.
    assert.deepEqual(canonicalsWithRanges('The immunity act is found at 24-10-101 through 24-10-119, C.R.S., as the check described in 13-80-103.9, C.R.S.'), [
      'Colo. Rev. Stat. § 24-10-101 (from)', 'Colo. Rev. Stat. § 24-10-119 (to)', 'Colo. Rev. Stat. § 13-80-103.9',
    ]);
    assert.deepEqual(canonicals('The bill amends 790.0601, 790.061, and 943.059, F.S.; 28-3-104, T.C.A. governs.'), [
      'Fla. Stat. § 790.0601', 'Fla. Stat. § 790.061', 'Fla. Stat. § 943.059', 'Tenn. Code Ann. § 28-3-104',
    ]);
    // A citation string that starts with its number.
    assert.deepEqual(rows('13-80-103.9, C.R.S.'), [['13-80-103.9, C.R.S.', 'Colo. Rev. Stat. § 13-80-103.9', null]]);
    assert.deepEqual(rows('60-1507a, K.S.A.'), [['60-1507a, K.S.A.', 'Kan. Stat. Ann. § 60-1507a', null]]);
    // Only numbers of the named code's shape: a year, a page or a docket number before a name is none.
    assert.deepEqual(canonicals('In 2019-20, C.R.S. drafts changed; Smith, 123 P.3d 456, 460-61, Colo. App. 2004; Case No. 1-1111, F.S. Jones.'), []);
    assert.deepEqual(canonicals('Md. Crim. Law §4-201(c) and Md. Criminal Law § 4-203(a)(1)(i); Md. Rule 2-501.'), [
      'Md. Code Ann., Crim. Law § 4-201', 'Md. Code Ann., Crim. Law § 4-203',
    ]);
    assert.deepEqual(canonicals('A demand under DGCL § 220(c), Section 102(b)(7) of the DGCL and § 251(h) of the Delaware General Corporation Law; later § 145.'), [
      'Del. Code Ann. tit. 8, § 220', 'Del. Code Ann. tit. 8, § 102', 'Del. Code Ann. tit. 8, § 251', 'Del. Code Ann. tit. 8, § 145',
    ]);
    assert.deepEqual(canonicals('The DGCL. It says nothing of 8 DGCL alone.'), []);
    // Texas's Business Organizations Code and Maryland's corporation law by their practitioners' acronyms.
    assert.deepEqual(canonicals('under TBOC §101.114; Section 2-405.1(a) of the MGCL; MGCL § 2-208; the TBOC 2020 update; Section 5 of the MGCL'), [
      'Tex. Bus. Orgs. Code Ann. § 101.114', "Md. Code Ann., Corps. & Ass'ns § 2-405.1", "Md. Code Ann., Corps. & Ass'ns § 2-208",
    ]);
    // Acts codified as one chapter of a code keep the code's numbers: a section of the act is the code's, in that chapter only.
    assert.deepEqual(canonicals('We construed section 101.101 of the Texas Tort Claims Act[1]; section 552.101 of the Public Information Act; DTPA § 17.46(b)(24); TCHRA section 21.051.'), [
      'Tex. Civ. Prac. & Rem. Code Ann. § 101.101', "Tex. Gov't Code Ann. § 552.101", 'Tex. Bus. & Com. Code Ann. § 17.46', 'Tex. Lab. Code Ann. § 21.051',
    ]);
    assert.deepEqual(canonicals('Claims under Section 17200 of the UCL and FEHA § 12940(j); section 3 of the Texas Tort Claims Act and Section 5 of the UCL are the acts\' own.'), [
      'Cal. Bus. & Prof. Code § 17200', "Cal. Gov't Code § 12940",
    ]);
    assert.deepEqual(rows('Wages are due under 820 ILCS 115, Section 3, and 815 ILCS 505, § 2; the act 815 ILCS 505 as a whole.'), [
      ['820 ILCS 115, Section 3', '820 Ill. Comp. Stat. 115/3', null],
      ['815 ILCS 505, § 2', '815 Ill. Comp. Stat. 505/2', null],
      ['815 ILCS 505', '815 Ill. Comp. Stat. 505', null],
    ]);
    assert.deepEqual(canonicals('The Human Rights Act (RSMo 213) and § 213.010, RSMo 2000; RSMo 2016 alone.'), ['Mo. Rev. Stat. ch. 213', 'Mo. Rev. Stat. § 213.010']);
  });

  it("Kentucky's chapters by number alone, a section sign and no-break space read as Thai, and a California code's name before another state's number", () => {
    assert.deepEqual(canonicals('Employment: Kentucky Revised Statute (KRS) 344 prohibits it; KRS 344.040 and KRS Chapter 344; the KRS 2019 amendments.'), [
      'Ky. Rev. Stat. Ann. ch. 344', 'Ky. Rev. Stat. Ann. § 344.040', 'Ky. Rev. Stat. Ann. ch. 344',
    ]);
    // UTF-8 read as TIS-620: `§` becomes `ยง`, a no-break space's first byte `ย`.
    assert.deepEqual(rows('Question 1: A.C.A. ยงย 21-1-402(f) bans it; Thai ย 5 words.'), [['A.C.A. ยงย 21-1-402(f)', 'Ark. Code Ann. § 21-1-402', '(f)']]);
    // No California section has two decimal parts. (The Alaska Statutes' title is read as such: its chapters are within titles.)
    assert.deepEqual(canonicals('Alaska Statutes Title 9. Code of Civil Procedure § 09.45.090; Code of Civil Procedure § 425.16.'), ['Alaska Stat. tit. 9', 'Cal. Civ. Proc. Code § 425.16']);
    assert.deepEqual(canonicals('Under Alaska Statutes Title 34, Chapter 03, landlords must; see AS 34.03.'), ['Alaska Stat. tit. 34, ch. 03', 'Alaska Stat. ch. 34.03']);
    // A code numbered within titles written after its name: the sign left out after the title's comma.
    assert.deepEqual(canonicals('terminated pursuant to Me. Rev. Stat. tit. 22, 4055(1)(A)(1)(a); Del. Code Ann. tit. 10, 8106.'), [
      'Me. Stat. tit. 22, § 4055', 'Del. Code Ann. tit. 10, § 8106',
    ]);
    // And the title's label left out too, a comma after its number: `Me. Rev. Stat. 14, 8104-D`.
    // (Without a sign, a section of three digits at least: `Okla. Stat. Ann. 12, 13, 14` counts.)
    assert.deepEqual(canonicals('The award was cut under Me. Rev. Stat. 14, 8104-D, not Me. Rev. Stat. 14, § 8105(1); Okla. Stat. 21, § 701.7; Vt. Stat. Ann. 12, 512 days on; the Oklahoma Statutes 10, 20, and 30 days.'), [
      'Me. Stat. tit. 14, § 8104-D', 'Me. Stat. tit. 14, § 8105', 'Okla. Stat. tit. 21, § 701.7',
    ]);
    // (Not a year, a count, a date, a time, a share, or the next citation's volume, which leave the title read as a division;
    // never a title without its label: `14 Ohio St. 48, 52` is a case.)
    assert.deepEqual(canonicals('Vt. Stat. Ann. tit. 12, 512 days later; Me. Rev. Stat. tit. 14, 2019; Me. Rev. Stat. tit. 22, 12/25/2019; Okla. Stat. tit. 12, 10:30 a.m.; Del. Code Ann. tit. 10, 50% of it.'), [
      'Vt. Stat. Ann. tit. 12', 'Me. Stat. tit. 14', 'Me. Stat. tit. 22', 'Okla. Stat. tit. 12', 'Del. Code Ann. tit. 10',
    ]);
    assert.deepEqual(canonicals('See Del. Code Ann. tit. 11, 42 U.S.C. § 1983; Cincinnati v. Smith, 14 Ohio St. 48, 52 (1863).'), ['Del. Code Ann. tit. 11', '42 U.S.C. § 1983']);
  });

  it("V.A.M.S. without a sign, Maryland's Repl.Vol. without a space, South Carolina's 1976 Code in its bills, and Arkansas's old statutes without a sign", () => {
    assert.deepEqual(canonicals('The parties are enumerated in V.A.M.S. 537.080: spouse and children.'), ['Mo. Rev. Stat. § 537.080']);
    assert.deepEqual(rows('charged under Maryland Code (1957, 1987 Repl.Vol.), Art. 27, § 36B(d).'), [
      ['Maryland Code (1957, 1987 Repl.Vol.), Art. 27, § 36B(d)', 'Md. Ann. Code art. 27, § 36B', '(d)'],
    ]);
    assert.deepEqual(canonicals('SECTION 1. Section 16-3-651 of the 1976 Code is amended to read; the 1976 Code of Ethics section 5-1-1 is not.'), ['S.C. Code Ann. § 16-3-651']);
    assert.deepEqual(canonicals('Under Ark. Stat. Ann. 25-301 (Repl. 1962), the lien attaches.'), ['Ark. Stat. Ann. § 25-301']);
  });

  it("a chapter alone of a subject code California and Texas both have, named without the state, is Texas's", () => {
    assert.deepEqual(canonicals('Chapter 262 of the Family Code governs removal; chapter 552 of the Government Code; Chapter 21 of the Labor Code; chapters 262 and 263 of the Family Code.'), [
      "Tex. Fam. Code Ann. ch. 262", "Tex. Gov't Code Ann. ch. 552", 'Tex. Lab. Code Ann. ch. 21', 'Tex. Fam. Code Ann. ch. 262', 'Tex. Fam. Code Ann. ch. 263',
    ]);
    // California's chapters are cited within their parts and divisions; only California's have a decimal part.
    assert.deepEqual(canonicals('Chapter 3 of Part 1 of Division 8 of the Family Code; Chapter 3.5 of the Government Code.'), ['Cal. Fam. Code div. 8, pt. 1, ch. 3']);
  });

  it("levels below a chapter after the code's name, Rhode Island's titles, the state written out before the rest of an abbreviation, and a sign read as a lower-case s", () => {
    assert.deepEqual(canonicals('Wage Payment: WV Code Chapter 21, Article 5; Title 28, Chapter 14 of the General Laws of Rhode Island; NMSA Chapter 41, Article 4.'), [
      'W. Va. Code ch. 21, art. 5', 'R.I. Gen. Laws tit. 28, ch. 14', 'N.M. Stat. Ann. ch. 41, art. 4',
    ]);
    // Levels joined by a dash, as a site's breadcrumb writes them; Kansas's chapters and articles, then a section of them.
    assert.deepEqual(canonicals('SC Code of Laws Title 63 - Chapter 3 sets up the court; Kansas Statutes, Chapter 50, Article 6, Section 50-645 covers lemons.'), [
      'S.C. Code Ann. tit. 63, ch. 3', 'Kan. Stat. Ann. § 50-645',
    ]);
    // An inserted section's capital after a New York law's initials (not after a number alone: `ECL 10K` is a chip);
    // an article's word without its period after a code's name.
    assert.deepEqual(canonicals('The spouse elects under EPTL 5-1.1A(c); ECL 10K; Tex. Code. Crim. Proc. art 37.071; La. C.C. art 2315; the art 5 of them.'), [
      'N.Y. Est. Powers & Trusts Law § 5-1.1A', 'Tex. Code Crim. Proc. Ann. art. 37.071', 'La. Civ. Code Ann. art. 2315',
    ]);
    // After an Illinois act's section, a number without its act is another section of that act.
    assert.deepEqual(canonicals('See 35 ILCS 630/3 and 4; 735 ILCS 5/2-615 and 2-619; 730 ILCS 5/5-8-1 and 2.'), [
      '35 Ill. Comp. Stat. 630/3', '35 Ill. Comp. Stat. 630/4', '735 Ill. Comp. Stat. 5/2-615', '735 Ill. Comp. Stat. 5/2-619',
      '730 Ill. Comp. Stat. 5/5-8-1', '730 Ill. Comp. Stat. 5/5-8-2',
    ]);
    // `Chap.` for a chapter, and `Code Crim. P.` for Texas's Code of Criminal Procedure.
    assert.deepEqual(canonicals('Massachusetts General Law Chap. 90, Sec. 24 covers it; KRS Chap. 186; Tex. Code Crim. P. Art. 42A.102(b).'), [
      'Mass. Gen. Laws ch. 90, § 24', 'Ky. Rev. Stat. Ann. ch. 186', 'Tex. Code Crim. Proc. Ann. art. 42A.102',
    ]);
    // A title and its chapter run on without a comma, as a site's heading writes them (not without a code's name).
    assert.deepEqual(canonicals('Utah Code Title 57 Chapter 22 Fit Premises; Title 14 Chapter 709 of the Maine Revised Statutes; a Title 11 Chapter 7 case.'), [
      'Utah Code Ann. tit. 57, ch. 22', 'Me. Stat. tit. 14, ch. 709',
    ]);
    assert.deepEqual(canonicals('Arizona Rev. Stat. 28-1381 defines it; Florida Stat. § 768.72 and Michigan Comp. Laws § 600.2912 too.'), [
      'Ariz. Rev. Stat. Ann. § 28-1381', 'Fla. Stat. § 768.72', 'Mich. Comp. Laws § 600.2912',
    ]);
    assert.deepEqual(canonicals("(a) Idaho Code s 12-121 (c) Idaho Code s 12-120(1); Jones's 5 claims; it was 5 s 6."), ['Idaho Code § 12-121', 'Idaho Code § 12-120']);
  });

  it("Maryland's old code after an edition with a supplement and no comma, Florida's statutes after a section without a comma, and New York State's laws", () => {
    assert.deepEqual(rows('Maryland Code (1957, 1982 Repl. Vol., 1983 Supp.) Art. 27, § 36B(b) applies.'), [
      ['Maryland Code (1957, 1982 Repl. Vol., 1983 Supp.) Art. 27, § 36B(b)', 'Md. Ann. Code art. 27, § 36B', '(b)'],
    ]);
    assert.deepEqual(canonicals('contrary to section 893.13(1)(e) Florida Statutes, and sections 893.13 and 893.135 Florida Statutes; section 768.72 F.S. applies.'), [
      'Fla. Stat. § 893.13', 'Fla. Stat. § 893.13', 'Fla. Stat. § 893.135', 'Fla. Stat. § 768.72',
    ]);
    assert.deepEqual(canonicals('Section 195 of the New York State Labor Law and New York State Labor Law § 198.'), ['N.Y. Lab. Law § 195', 'N.Y. Lab. Law § 198']);
  });

  it("Hawaii's and Maine's session laws before a sign lend it no code", () => {
    assert.deepEqual(canonicals('HRS § 480-2 L 1965, c 129, pt of §1; HRS § 480-2; am L 1987, c 274, §2; 5 MRSA §4622, as amended by PL 1997, c. 400, §2, is amended.'), [
      'Haw. Rev. Stat. § 480-2', 'Haw. Rev. Stat. § 480-2', 'Me. Stat. tit. 5, § 4622',
    ]);
  });

  it("Vermont's titles and chapters in words, New York's NYLL, and Texas's inserted sections of four decimal places", () => {
    assert.deepEqual(canonicals('Limitations are in Title 12 of the Vermont Statutes Annotated, Title 12, Chapter 23 of the Vermont Statutes, and 12 V.S.A. chapter 23.'), [
      'Vt. Stat. Ann. tit. 12', 'Vt. Stat. Ann. tit. 12, ch. 23', 'Vt. Stat. Ann. tit. 12, ch. 23',
    ]);
    assert.deepEqual(canonicals('Employers violating NYLL §191(1)(a) owe damages under NYLL § 198.'), ['N.Y. Lab. Law § 191', 'N.Y. Lab. Law § 198']);
    assert.deepEqual(canonicals('Redesignated and amended from Family Code, Section 107.0501; Family Code § 1203.066 is California\'s.'), [
      'Tex. Fam. Code Ann. § 107.0501', 'Cal. Fam. Code § 1203.066',
    ]);
  });

  it("a state's lettered title in words, Maine's statutes named after the section, Washington's titles, and New Jersey's spaced mark", () => {
    assert.deepEqual(canonicals('as defined by Section 1-1-105 of Title 10A of the Oklahoma Statutes; see section 207 of Title 17-A of the Maine Revised Statutes.'), [
      'Okla. Stat. tit. 10A, § 1-1-105', 'Me. Stat. tit. 17-A, § 207',
    ]);
    assert.deepEqual(canonicals('Final pay is governed by Title 26, Section 626 of the Maine Revised Statutes; Section 213 of the Maine Revised Statutes names no title.'), [
      'Me. Stat. tit. 26, § 626',
    ]);
    // `Title 17-A` is no title 17: nor is a section of it one of the U.S. Code's.
    assert.deepEqual(canonicals('section 207 of title 17-A; section 5 of title 10A of the Act.'), []);
    assert.deepEqual(canonicals('AN ACT adding a new chapter to Title 18 RCW and a new section to chapter 43.135 RCW; see Title 43 of the Revised Code of Washington.'), [
      'Wash. Rev. Code tit. 18', 'Wash. Rev. Code ch. 43.135', 'Wash. Rev. Code tit. 43',
    ]);
    assert.deepEqual(canonicals('Nothing in P.L.1945, c. 169 (C. 10:5-1 et seq.) or P.L.1997, c.259 (C.45:2B-42 et seq.) applies; (C. 12:30) is none.'), [
      'N.J. Stat. Ann. § 10:5-1', 'N.J. Stat. Ann. § 45:2B-42',
    ]);
  });

  it("Pennsylvania's titles named as codes, New York's CPLR rules, and Ohio's chapters after R.C.", () => {
    assert.deepEqual(canonicals('See section 8541 of the Judicial Code, 42 Pa.C.S. § 8541; section 2702 of the Crimes Code; Crimes Code § 3502.'), [
      '42 Pa. Cons. Stat. § 8541', '42 Pa. Cons. Stat. § 8541', '18 Pa. Cons. Stat. § 2702', '18 Pa. Cons. Stat. § 3502',
    ]);
    // The federal Judicial Code is title 28 of the U.S. Code, whose sections stop below 5000.
    assert.deepEqual(canonicals('section 1331 of the Judicial Code; Judicial Code § 24.'), []);
    assert.deepEqual(canonicals('CPLR R. 3211(a)(7) permits the motion; unlike CPLR Rule 3212, it has no deadline.'), ['N.Y. C.P.L.R. 3211', 'N.Y. C.P.L.R. 3212']);
    assert.deepEqual(canonicals('To whom does R.C. 4112 apply? See R.C. 4112.02 and ORC 2744; the R.C. 2010 edition.'), [
      'Ohio Rev. Code Ann. ch. 4112', 'Ohio Rev. Code Ann. § 4112.02', 'Ohio Rev. Code Ann. ch. 2744',
    ]);
  });

  it("a code whose every section has a hyphen reads none as a range after a sign, nor one set in em dashes as a list", () => {
    assert.deepEqual(canonicals('Haw. Rev. Stat. §§ 707-710, 707-711 and 707-712; HRS § § 707-710.'), [
      'Haw. Rev. Stat. § 707-710', 'Haw. Rev. Stat. § 707-711', 'Haw. Rev. Stat. § 707-712', 'Haw. Rev. Stat. § 707-710',
    ]);
    assert.deepEqual(canonicals('the limitation of Miss. Code § 11—46—11(3), as amended'), ['Miss. Code Ann. § 11-46-11']);
    // (Numbers too long for a chapter's are a range: the 1940 D.C. Code's sections within its title.)
    assert.deepEqual(canonicals('22 D. C. Code §§ 3201-3216 (1940)'), ['D.C. Code § 3201', 'D.C. Code § 3216']);
  });

  it("a chapter with its title and part before it, where the code numbers its chapters through its titles", () => {
    assert.deepEqual(canonicals('See Iowa Code Title XI, Chapter 562A; Massachusetts General Laws, Part I, Title XV, Chapter 93A; Ohio Revised Code Title 41, Chapter 4112.'), [
      'Iowa Code ch. 562A', 'Mass. Gen. Laws ch. 93A', 'Ohio Rev. Code Ann. ch. 4112',
    ]);
    // A code numbered by title keeps its title; a chapter after a title with no code before it is none.
    assert.deepEqual(canonicals('Idaho Code Title 6, Chapter 16; Del. Code Ann. tit. 29, ch. 100; the Act, Title XI, Chapter 5.'), [
      'Idaho Code tit. 6, ch. 16', 'Del. Code Ann. tit. 29, ch. 100',
    ]);
  });

  it("Delaware's titles and chapters as its bills cite them, a title between a section and a titled code's name, and Oklahoma's edition with its supplement", () => {
    assert.deepEqual(canonicals('AN ACT TO AMEND TITLE 6, DELAWARE CODE. Section 1. Chapter 25, Title 6, Delaware Code, is amended; so is Chapter 25 of Title 6 of the Delaware Code.'), [
      'Del. Code Ann. tit. 6', 'Del. Code Ann. tit. 6, ch. 25', 'Del. Code Ann. tit. 6, ch. 25',
    ]);
    assert.deepEqual(canonicals('Section 2513, Title 6, Delaware Code, is amended; § 626, Title 26, Maine Revised Statutes; section 1001, title 18, United States Code.'), [
      'Del. Code Ann. tit. 6, § 2513', 'Me. Stat. tit. 26, § 626', '18 U.S.C. § 1001',
    ]);
    assert.deepEqual(canonicals('the Governmental Tort Claims Act, 51 O.S. 2011 & Supp. 2012 §§ 151 - 172; 12 O.S. 2011 and Supp. 2015, § 2004; 42 U.S.C. 1983 & Supp. 2015.'), [
      'Okla. Stat. tit. 51, § 151', 'Okla. Stat. tit. 51, § 172', 'Okla. Stat. tit. 12, § 2004', '42 U.S.C. § 1983',
    ]);
  });

  it("Massachusetts's sections of a chapter in words, and Rhode Island's laws named as its bills name them, `the General Laws`", () => {
    assert.deepEqual(canonicals('under section 11 of chapter 93A of the General Laws and sections 2 and 9 of chapter 93A of the Massachusetts General Laws; section 3 of chapter 5 of the Act.'), [
      'Mass. Gen. Laws ch. 93A, § 11', 'Mass. Gen. Laws ch. 93A, § 2', 'Mass. Gen. Laws ch. 93A, § 9',
    ]);
    assert.deepEqual(canonicals('SECTION 1. Section 38-2-3 of the General Laws in Chapter 38-2 entitled "Access to Public Records" is amended; see Chapter 38-2 of the General Laws and chapter 93A of the General Laws.'), [
      // (`in Chapter 38-2 entitled`: the chapter the sentence names after it.)
      'R.I. Gen. Laws § 38-2-3', 'R.I. Gen. Laws ch. 38-2', 'R.I. Gen. Laws ch. 38-2', 'Mass. Gen. Laws ch. 93A',
    ]);
  });

  it("Maryland's articles after the code's name without a sign, and Maine's titles and chapters in words", () => {
    assert.deepEqual(canonicals('whether Md. Code Ann. Cts. & Jud. Proc. 5-109(a)(1) applies; Maryland Code Annotated, Courts and Judicial Proceedings § 5-101; the Maryland Insurance 2019 report.'), [
      'Md. Code Ann., Cts. & Jud. Proc. § 5-109', 'Md. Code Ann., Cts. & Jud. Proc. § 5-101',
    ]);
    // Four articles no other state's code has, named alone before a sign, as a table of limits names them; `CJP`.
    assert.deepEqual(canonicals('Libel 1 yr. Cts. & Jud. Proc. §5-105; Est. & Trusts § 8-103; Health-Gen. § 4-301; Md. Code Ann., CJP § 5-101.'), [
      'Md. Code Ann., Cts. & Jud. Proc. § 5-105', 'Md. Code Ann., Est. & Trusts § 8-103', 'Md. Code Ann., Health-Gen. § 4-301', 'Md. Code Ann., Cts. & Jud. Proc. § 5-101',
    ]);
    assert.deepEqual(canonicals('the Maryland Contract Lien Act, Real Prop. §§ 14-201–206 does not; Real Prop. Law § 235-b'), [
      'Md. Code Ann., Real Prop. § 14-201', 'Md. Code Ann., Real Prop. § 14-206', 'N.Y. Real Prop. Law § 235-b',
    ]);
    assert.deepEqual(canonicals('Maine Revised Statutes (M.R.S.) Title 14, Chapter 709; Maine Revised Statutes, Title 19-A, Chapter 55; Title 14, Chapter 709 of the Maine Revised Statutes.'), [
      'Me. Stat. tit. 14, ch. 709', 'Me. Stat. tit. 19-A, ch. 55', 'Me. Stat. tit. 14, ch. 709',
    ]);
  });

  it("the Code of Criminal Procedure named without its state: Texas's by its articles' chapter numbers, else Louisiana's", () => {
    assert.deepEqual(canonicals('Code of Criminal Procedure article 18.01(b); under article 38.23 of the Code of Criminal Procedure; Code of Criminal Procedure Article 701; article 894.1 of the Code of Criminal Procedure.'), [
      'Tex. Code Crim. Proc. Ann. art. 18.01', 'Tex. Code Crim. Proc. Ann. art. 38.23', 'La. Code Crim. Proc. Ann. art. 701', 'La. Code Crim. Proc. Ann. art. 894.1',
    ]);
    // A state's own name decides: Louisiana's article of Texas's shape stays Louisiana's.
    assert.deepEqual(canonicals('La. Code Crim. Proc. art. 930.10; Tex. Code Crim. Proc. art. 42A.054.'), ['La. Code Crim. Proc. Ann. art. 930.10', 'Tex. Code Crim. Proc. Ann. art. 42A.054']);
  });

  it("Florida's and Wisconsin's `s.` after the code's name, and Ohio's Revised Code named before the section", () => {
    assert.deepEqual(canonicals('comply with Florida Statute s. 768.72 and F.S. ss. 768.72-768.73; Wis. Stat. s. 893.80 applies.'), [
      'Fla. Stat. § 768.72', 'Fla. Stat. § 768.72', 'Fla. Stat. § 768.73', 'Wis. Stat. § 893.80',
    ]);
    assert.deepEqual(canonicals('found in Revised Code Section 2305.10 and Revised Code § 2305.11.'), ['Ohio Rev. Code Ann. § 2305.10', 'Ohio Rev. Code Ann. § 2305.11']);
    // (`Washington Revised Code` is Washington's, not Ohio's.)
    assert.deepEqual(canonicals('Washington Revised Code § 19.86.020'), ['Wash. Rev. Code § 19.86.020']);
    // Washington's code named in the plural before a list; Louisiana's `Civ. Pro.`; Maryland's `Cts. & Jud. Art.`.
    assert.deepEqual(canonicals('These statutes are RCWs 4.24.010, 4.20.010, and 4.20.060; the RCWs 5. La. Code Civ. Pro. Art. 971; Md. Code, Cts. & Jud. Art., § 5-101'), [
      'Wash. Rev. Code § 4.24.010', 'Wash. Rev. Code § 4.20.010', 'Wash. Rev. Code § 4.20.060', 'La. Code Civ. Proc. Ann. art. 971', 'Md. Code Ann., Cts. & Jud. Proc. § 5-101',
    ]);
  });

  it("Massachusetts's sections whose sign was lost after the chapter's comma, a state's name in the possessive, and Maryland's edition with a supplement run together", () => {
    assert.deepEqual(canonicals('possession of a firearm (G. L. c. 269, 10[ a ]), rape, G. L. c. 265, 22A, after trial; Mass. Gen. Laws ch. 93A, 9. Not G.L. c. 93A, 11, 12, nor G. L. c. 93A, 2019 ed.'), [
      'Mass. Gen. Laws ch. 269, § 10', 'Mass. Gen. Laws ch. 265, § 22A', 'Mass. Gen. Laws ch. 93A, § 9', 'Mass. Gen. Laws ch. 93A', 'Mass. Gen. Laws ch. 93A',
    ]);
    assert.deepEqual(canonicals('Section 349 of New York’s General Business Law; California\'s Labor Code § 1102.5; Texas\'s Property Code § 92.0081.'), [
      'N.Y. Gen. Bus. Law § 349', 'Cal. Lab. Code § 1102.5', 'Tex. Prop. Code Ann. § 92.0081',
    ]);
    assert.deepEqual(canonicals('Maryland Code (1957, 1992 Repl. Vol., 1993 Cum.Supp.) Art. 27, § 643B(a)'), ['Md. Ann. Code art. 27, § 643B']);
    assert.deepEqual(canonicals('(625 ILCS 5/6–303(a) (West 2012)); 735 ILCS 5/2–619.'), ['625 Ill. Comp. Stat. 5/6-303', '735 Ill. Comp. Stat. 5/2-619']);
    // Louisiana's sections carry their title (`12:201`): a title before the section word gives it, and none is made up.
    assert.deepEqual(canonicals('Title 12, Section 201 et seq., of the Louisiana Revised Statutes; Section 201 of the Louisiana Revised Statutes; §9-12-10 of the RI General Laws.'), [
      'La. Stat. Ann. § 12:201', 'R.I. Gen. Laws § 9-12-10',
    ]);
    // So do Arizona's (`13-1203`), after the code's name or before it; `Section 1204 of the Arizona Revised Statutes` alone is no section 1204.
    assert.deepEqual(canonicals('under Arizona Revised Statute Title 13, Section 1203; A.R.S. Title 13, Section 1204; Title 13, Section 1205 of the Arizona Revised Statutes; Section 1206 of the Arizona Revised Statutes.'), [
      'Ariz. Rev. Stat. Ann. § 13-1203', 'Ariz. Rev. Stat. Ann. § 13-1204', 'Ariz. Rev. Stat. Ann. § 13-1205',
    ]);
    // An opinion's footnote marker run into the comma after a section is no section; a list written without spacing is a
    // list, its number as long as the section before's last part a section of the same chapter.
    assert.deepEqual(canonicals('in violation of General Statutes (Rev. to 1979) § 53a-55 (a) (2),1 and was sentenced; Fla. Stat. §§ 768.72,73 and'), [
      'Conn. Gen. Stat. § 53a-55', 'Fla. Stat. § 768.72', 'Fla. Stat. § 768.73',
    ]);
    // A session law's section after it is no short form of the code: Connecticut's public acts.
    assert.deepEqual(canonicals('General Statutes (Rev. to 2005) § 52-190a, as amended by Public Acts 2005, No. 05-275, § 2 (P.A. 05-275); P.A. 05-275, § 3.'), [
      'Conn. Gen. Stat. § 52-190a',
    ]);
    // Two plain numbers joined by a slash in a code with none in its numbers are two sections: attempt and murder.
    assert.deepEqual(canonicals('attempted murder (Pen. Code, §§ 664/187, subd. (a)); 815 ILCS 505/2'), ['Cal. Penal Code § 664', 'Cal. Penal Code § 187', '815 Ill. Comp. Stat. 505/2']);
    // So is one run into a number with its decimal part before a sentence; not a Virginia section's own decimal part.
    assert.deepEqual(canonicals('notice to quit issued pursuant to MCL 554.134.1 See generally Texas Election Code section 221.003.1 Pierce; Va. Code § 19.2-297.1 The'), [
      'Mich. Comp. Laws § 554.134', 'Tex. Elec. Code Ann. § 221.003', 'Va. Code Ann. § 19.2-297.1',
    ]);
    assert.deepEqual(canonicals('Utah Code Ann. § 76-9-702.5 (2012); id. § 76‐9‐702.5.1 We affirm.'), ['Utah Code Ann. § 76-9-702.5', 'Utah Code Ann. § 76-9-702.5']);
    // A chapter's section named with the code after it; `¿` for a lost sign; Wisconsin's `s.` after its code, any chapter.
    assert.deepEqual(canonicals('under chapter 93A § 2 of the Massachusetts General Laws; O.C.G.A. ¿ 32-6-133(b); see ch. 5 § 3 of the book'), [
      'Mass. Gen. Laws ch. 93A, § 2', 'Ga. Code Ann. § 32-6-133',
    ]);
    assert.deepEqual(canonicals('Wis. Stat. § 943.10 (b) "Motor home" has the meaning given in s. 340.01(33m). 42 U.S.C. § 1983; s. 340.01'), [
      'Wis. Stat. § 943.10', 'Wis. Stat. § 340.01', '42 U.S.C. § 1983',
    ]);
    // A number without a hyphen is no section of a code each of whose sections has one.
    assert.deepEqual(canonicals('immune from liability under Idaho Code sections 6-904(1) and 904B(5). Williamson'), ['Idaho Code § 6-904']);
    assert.deepEqual(canonicals('OR Rev Stat § 659A.230 and 233 (Testimony); KRS 61.870 and 1999; Fla. Stat. § 768.72 and 12 months'), [
      'Or. Rev. Stat. § 659A.230', 'Or. Rev. Stat. § 659A.233', 'Ky. Rev. Stat. Ann. § 61.870', 'Fla. Stat. § 768.72',
    ]);
    // So is one run into a semicolon after a section with parts, whatever the sign.
    assert.deepEqual(canonicals('accessory to murder in violation of General Statutes §§ 53a-8 and 53a-54a;1 and of possession'), ['Conn. Gen. Stat. § 53a-8', 'Conn. Gen. Stat. § 53a-54a']);
    assert.deepEqual(canonicals('Ala. Code § 12-3-32,1 and O.C.G.A. § 9-11-12,1 and'), ['Ala. Code § 12-3-32', 'Ga. Code Ann. § 9-11-12']);
    // Massachusetts's chapter written without its label before a sign; names with `Ann.` or `Stat.` where the charts put them.
    assert.deepEqual(canonicals('M.G.L. 93A § 9; MGL 93A, § 11; (Massachusetts General Laws Ann. 93H §§ 1 et seq.) (Michigan Compiled Laws Ann. 445.72) (Hawaii Revised Stat. §§ 487N-1 et seq.); M.G.L. 93A applies.'), [
      'Mass. Gen. Laws ch. 93A, § 9', 'Mass. Gen. Laws ch. 93A, § 11', 'Mass. Gen. Laws ch. 93H, § 1', 'Mich. Comp. Laws § 445.72', 'Haw. Rev. Stat. § 487N-1',
    ]);
    // `Annot.` for `Annotated`; South Carolina's Code of Laws named with its state first.
    assert.deepEqual(canonicals('Mississippi Code Annot. Sections 43-19-101 and 43-19-103; South Carolina Code of Laws § 27-40-210.'), [
      'Miss. Code Ann. § 43-19-101', 'Miss. Code Ann. § 43-19-103', 'S.C. Code Ann. § 27-40-210',
    ]);
    // Hyphens as legislatures' sites and word processors set them in a number written without a sign; `Ala. Stat.`
    assert.deepEqual(canonicals('Miss. Code Ann. 11–46–11(1) states; (authorized by RSA 21‑I:46); ALABAMA | 2 Years Ala. Stat. § 6-2-38 |'), [
      'Miss. Code Ann. § 11-46-11', 'N.H. Rev. Stat. Ann. § 21-I:46', 'Ala. Code § 6-2-38',
    ]);
    // `ß`: the sign's byte read as Mac Roman; Texas's civil statutes as `Tex. Rev. Stat.`
    assert.deepEqual(canonicals('an examination pursuant to General Statutes ß 54-56d; enacted as Tex. Rev. Stat. Art. 6252-19. Die Straße 12.'), [
      'Conn. Gen. Stat. § 54-56d', 'Tex. Rev. Civ. Stat. Ann. art. 6252-19',
    ]);
    // A chapter after the code's name, then the title that holds it.
    assert.deepEqual(canonicals('The enactment at issue, G.L. 1956 chapter 1.9 of title 41, entitled; Idaho Code chapter 16 of title 6.'), [
      'R.I. Gen. Laws tit. 41, ch. 1.9', 'Idaho Code tit. 6, ch. 16',
    ]);
    // A chapter before sections that name their code after them: the sections are read from their sign.
    assert.deepEqual(canonicals('the Home Rule Act, chapter 99, §§ 7-195 through 7-199 of the General Statutes, and'), ['Conn. Gen. Stat. § 7-195', 'Conn. Gen. Stat. § 7-199']);
    // A space after a Kansas section's hyphen, before a part that is no year.
    assert.deepEqual(canonicals('the statute of repose, K.S.A. § 60- 3303(b)(1); K.S.A. 79-32,117.'), ['Kan. Stat. Ann. § 60-3303', 'Kan. Stat. Ann. § 79-32,117']);
  });

  it("North Dakota's titles cited whole", () => {
    assert.deepEqual(canonicals('Title 12.1 of the Century Code is the criminal code; see Title 12.1 of the North Dakota Century Code and chapter 12.1-32 of the Century Code.'), [
      'N.D. Cent. Code tit. 12.1', 'N.D. Cent. Code tit. 12.1', 'N.D. Cent. Code ch. 12.1-32',
    ]);
  });

  it("Idaho's sections set with an en dash, as its courts print them, and New Jersey's criminal code's subsections run into the number", () => {
    assert.deepEqual(canonicals('She argued that the DUI statute, I.C. § 18–8004, did not apply; Idaho Code § 67–7114; Idaho Code §§ 5-216 to 5-219.'), [
      'Idaho Code § 18-8004', 'Idaho Code § 67-7114', 'Idaho Code § 5-216', 'Idaho Code § 5-219',
    ]);
    assert.deepEqual(rows('possession of a weapon, N.J.S.A. 2C:39-4d; assault, N.J.S.A. 2C:12-1b(2); wages, N.J.S.A. 34:11-56a1.'), [
      ['N.J.S.A. 2C:39-4d', 'N.J. Stat. Ann. § 2C:39-4', '(d)'],
      ['N.J.S.A. 2C:12-1b(2)', 'N.J. Stat. Ann. § 2C:12-1', '(b)(2)'],
      ['N.J.S.A. 34:11-56a1', 'N.J. Stat. Ann. § 34:11-56a1', null],
    ]);
  });

  it("Arizona's subsections run into the section's number", () => {
    assert.deepEqual(rows('Extreme DUI (ARS 28-1382A1) and domestic violence (A.R.S. § 13-3601A); A.R.S. § 13-3601.01(B).'), [
      ['ARS 28-1382A1', 'Ariz. Rev. Stat. Ann. § 28-1382', '(A)(1)'],
      ['A.R.S. § 13-3601A', 'Ariz. Rev. Stat. Ann. § 13-3601', '(A)'],
      ['A.R.S. § 13-3601.01(B)', 'Ariz. Rev. Stat. Ann. § 13-3601.01', '(B)'],
    ]);
  });

  it('an unprefixed subject code after another capitalised word is some other code', () => {
    assert.deepEqual(findCitations('Model Penal Code § 2.02(2)'), []);
    assert.deepEqual(findCitations('Uniform Commercial Code § 2-207'), []);
  });

  it("forms of statute sites, old opinions and briefs: a state's name and `Laws` or alone before the sign, Oklahoma's `Ohio St.`, a footnote's marker, a lost sign's Thai letter", () => {
    assert.deepEqual(canonicals('Words defined for Arizona Laws 11-1025 - see Michigan Laws 750.7; Revised Statutes of Arizona, sections 11-1025.'), [
      'Ariz. Rev. Stat. Ann. § 11-1025', 'Mich. Comp. Laws § 750.7', 'Ariz. Rev. Stat. Ann. § 11-1025',
    ]);
    assert.deepEqual(canonicals('under Arizona §13-1203, a suspect; North Dakota § 38-08-13; Under Ohio section 2744.02; Kansas § 60-513; Connecticut § 52-584'), [
      'Ariz. Rev. Stat. Ann. § 13-1203', 'N.D. Cent. Code § 38-08-13', 'Ohio Rev. Code Ann. § 2744.02', 'Kan. Stat. Ann. § 60-513', 'Conn. Gen. Stat. § 52-584',
    ]);
    // (Not a number a statute would not have, nor session laws: `Oregon Laws 2019, chapter 5`, `Oregon Laws 2019, § 4`.)
    assert.deepEqual(canonicals('Arizona § 1983; In Ohio section 4.2 of the lease; Oregon Laws 2019, chapter 5; Oregon Laws 2019, § 4; chapter 766, Oregon Laws 2019'), []);
    assert.deepEqual(canonicals('Murder in the First Degree, 21 Ohio St. 1981, § 701.7; 12 Ohio St. 1971, § 98'), ['Okla. Stat. tit. 21, § 701.7', 'Okla. Stat. tit. 12, § 98']);
    // (The Ohio State Reports, volume and page, are no statute.)
    assert.deepEqual(canonicals('Smith, 21 Ohio St. 45; Jones, 21 Ohio St. 3d 45'), []);
    assert.deepEqual(canonicals('carjacking (Pen. Code,[1] § 215, subd. (a)); murder (Pen.Code, ง 187)'), ['Cal. Penal Code § 215', 'Cal. Penal Code § 187']);
    // The short name the writer gives the code, between its name (or its edition) and the section, before a section word too
    // and in brackets; not a publisher's name or a pinpoint.
    assert.deepEqual(canonicals('the battery under Penal Code (PC) Section 242; assault (Or. Rev. Stat. [hereinafter O.R.S.] § 163.160); Fam. Law Art. ("FL") § 5-701; ' +
      'Md. Code Ann., Crim. Law (2002, 2012 Repl. Vol.) (“CR”) § 3-202; Crim. Law (2002, 2012 Repl. Vol.) (“CR”) Section 3-203'), [
      'Cal. Penal Code § 242', 'Or. Rev. Stat. § 163.160', 'Md. Code Ann., Fam. Law § 5-701', 'Md. Code Ann., Crim. Law § 3-202', 'Md. Code Ann., Crim. Law § 3-203',
    ]);
    assert.deepEqual(canonicals('Penal Code (West) § 5; Penal Code (a) § 7; Penal Code (PC 2) § 3; Penal Code (N.Y.) § 125.25'), []);
    assert.deepEqual(canonicals('postconviction relief under G.L. 1956 (1969 Reenactment) § 10-9.1-1'), ['R.I. Gen. Laws § 10-9.1-1']);
    // A space after a hyphen before a part of one digit and another hyphen; not before a count.
    assert.deepEqual(canonicals('ALA. CODE § 17- 8-1(b)(2); Ala. Code § 5- 3 days; Tenn. Code Ann. § 39-13- 2-3 years'), ['Ala. Code § 17-8-1', 'Ala. Code § 5', 'Tenn. Code Ann. § 39-13']);
    // New York's statutes name its laws in lower case after `of the`, where New York is the state named last; not a law of one
    // word, any law of that subject, another jurisdiction's, nor in another state's text.
    assert.deepEqual(canonicals('In New York, section 530.14 of the criminal procedure law; section 842-a of the family court act; section 1192 of the vehicle and traffic law; ' +
      'section 1031 of the tax law; section 70.00 of the penal law; section 5 of the mental hygiene law of Japan; section 3 of the general business law, in Delaware'), [
      'N.Y. Crim. Proc. Law § 530.14', 'N.Y. Fam. Ct. Act § 842-a', 'N.Y. Veh. & Traf. Law § 1192',
    ]);
    assert.deepEqual(canonicals('In this California opinion, section 10 of the criminal procedure law governs.'), []);
    // A Maryland article's official abbreviation before its section, as the State's own site numbers them, after a sign or
    // the section word; not another abbreviation, a bill's number or a disease's.
    assert.deepEqual(canonicals('Maryland Code § RP-8-402.1 Section RP-8-402.1; Section HG-10-622(b); § CJ-5-101; the COVID-19 rules; HB-123 passed; § XX-1-2'), [
      'Md. Code Ann., Real Prop. § 8-402.1', 'Md. Code Ann., Real Prop. § 8-402.1', 'Md. Code Ann., Health-Gen. § 10-622', 'Md. Code Ann., Cts. & Jud. Proc. § 5-101',
    ]);
    // (Only with the Code's name or the State named just before, and a section of three digits: not a handbook's `AB-1-2`,
    // nor after another state's code.)
    assert.deepEqual(canonicals('Section AB-1-2 of the handbook; Section CA-2-101 of the standards; Va. Code § CJ-5-101; Tex. Fam. Code § FL-1-201'), []);
    // (Illinois's, Michigan's and West Virginia's have a Court of Claims Act too: it names no New York law.)
    assert.deepEqual(canonicals('section 8(a) of the Court of Claims Act (705 ILCS 505/8(a) (West 2010)); N.Y. Ct. Cl. Act § 10(3)'), ['705 Ill. Comp. Stat. 505/8', 'N.Y. Ct. Cl. Act § 10']);
    // New York's consolidated laws not named before, before a sign (their names are other writing's too: `Banking Law 101`).
    assert.deepEqual(canonicals('Under Public Service Law § 68, a certificate; Highway Law § 140; Town Law § 267-b; N.Y. Banking Law § 9-f; the Debtor and Creditor Law § 276; the County Law 2019 report; He studied Banking Law 101 and Highway Law 1000 hours'), [
      'N.Y. Pub. Serv. Law § 68', 'N.Y. High. Law § 140', 'N.Y. Town Law § 267-b', 'N.Y. Banking Law § 9-f', 'N.Y. Debt. & Cred. Law § 276',
    ]);
    // (A short name after a citation leaves the sign after it a short form of that citation.)
    assert.deepEqual(canonicals('42 U.S.C. § 12101 et seq. (ADA), § 12102(2); Cal. Lab. Code § 1102.5 (LC), § 98.6'), [
      '42 U.S.C. § 12101', '42 U.S.C. § 12102', 'Cal. Lab. Code § 1102.5', 'Cal. Lab. Code § 98.6',
    ]);
    assert.deepEqual(canonicals('a first-degree assault under Washington Revised Code § 9A.36.011'), ['Wash. Rev. Code § 9A.36.011']);
    // `R.C.M. 1947`, the Revised Codes of Montana, is not Ohio's `R.C.`.
    assert.deepEqual(canonicals('licensed pursuant to section 53-118, R.C.M. 1947, or; section 2744.02, R.C., and'), ['Ohio Rev. Code Ann. § 2744.02']);
  });

  it("chapter labels in capitals, footnotes between name and sign, New Jersey's Revised Statutes, Pennsylvania's Sentencing Code", () => {
    assert.deepEqual(canonicals('OPEN MEETINGS: NRS CHAPTER 241 ....; DISMISSAL MOTIONS: TEX. CIV. PRAC. & REM. CODE CH. 27 Governs'), [
      'Nev. Rev. Stat. ch. 241', 'Tex. Civ. Prac. & Rem. Code Ann. ch. 27',
    ]);
    // (A heading's chapter alone is nothing: the document names no chapter of that number.)
    assert.deepEqual(canonicals('CHAPTER 27. ACTIONS INVOLVING THE EXERCISE OF CERTAIN CONSTITUTIONAL RIGHTS'), []);
    assert.deepEqual(canonicals('(Gov. Code, fn. 1 §§ 51200-51295, hereinafter); (Labor Code,1 § 245 et seq.)'), [
      "Cal. Gov't Code § 51200", "Cal. Gov't Code § 51295", 'Cal. Lab. Code § 245',
    ]);
    assert.deepEqual(canonicals('New Jersey Revised Statutes § 54:4-23.3b - Disqualification'), ['N.J. Stat. Ann. § 54:4-23.3b']);
    assert.deepEqual(canonicals('set forth in Section 9715(a) of the Sentencing Code, 42 Pa. C.S. § 9715(a); Section 301 of the Sentencing Code'), [
      '42 Pa. Cons. Stat. § 9715', '42 Pa. Cons. Stat. § 9715',
    ]);
    // `section 321.003 of the Code` after the code's chapter cited as a whole.
    assert.deepEqual(canonicals('codified at chapter 321 of the Texas Health and Safety Code. Under section 321.003 of the Code, a patient'), [
      'Tex. Health & Safety Code Ann. ch. 321', 'Tex. Health & Safety Code Ann. § 321.003',
    ]);
  });

  it("New York's subdivisions in brackets, the District's code by its full name, and an Oregon section's heading before a range's word", () => {
    assert.deepEqual(rows('actions under 42 U.S.C. § 1983 [a]re governed by'), [['42 U.S.C. § 1983', '42 U.S.C. § 1983', null]]);
    assert.deepEqual(rows('(see Vehicle and Traffic Law §§ 1104[b], 1104[e]); CPLR 3211 [a] [7]; Penal Law § 125.27[1][a]; 42 U.S.C. § 1983 [sic]'), [
      ['Vehicle and Traffic Law §§ 1104[b]', 'N.Y. Veh. & Traf. Law § 1104', '(b)'],
      ['1104[e]', 'N.Y. Veh. & Traf. Law § 1104', '(e)'],
      ['CPLR 3211 [a] [7]', 'N.Y. C.P.L.R. 3211', '(a)(7)'],
      ['Penal Law § 125.27[1][a]', 'N.Y. Penal Law § 125.27', '(1)(a)'],
      ['42 U.S.C. § 1983', '42 U.S.C. § 1983', null],
    ]);
    assert.deepEqual(canonicals('Code of the District of Columbia § 2–537. Administrative appeals. (a) under § 2-532'), ['D.C. Code § 2-537', 'D.C. Code § 2-532']);
    assert.deepEqual(canonicals('As used in ORS 308A.050 (Legislative intent) to 308A.128 (Certain district assessments inapplicable to exclusive farm use zone farmland): “Exclusive'), [
      'Or. Rev. Stat. § 308A.050', 'Or. Rev. Stat. § 308A.128',
    ]);
  });

  it("ranges of a chapter's sections cut short or into another chapter, `et seq.` after each listed item, `s.` run into its number, `G.S.` after the section", () => {
    assert.deepEqual(canonicals('the fill law (ORS 196.800-990); wetlands permits, MCL 324.30301-30329; benefits, Tex. Lab. Code Ann. §§ 408.001-409.002.'), [
      'Or. Rev. Stat. § 196.800', 'Or. Rev. Stat. § 196.990', 'Mich. Comp. Laws § 324.30301', 'Mich. Comp. Laws § 324.30329',
      'Tex. Lab. Code Ann. § 408.001', 'Tex. Lab. Code Ann. § 409.002',
    ]);
    // (Not a Virginia number, whose hyphen follows its title and comes before a part of another length, nor any number of a
    // code each of whose sections has a hyphen: a counterexample of the long property run, whose canonical form read back as
    // a range.)
    assert.deepEqual(canonicals('Va. Code §§ 58.1-3 and 2.2-3705.1'), ['Va. Code Ann. § 58.1-3', 'Va. Code Ann. § 2.2-3705.1']);
    assert.deepEqual(canonicals('Va. Code Ann. § 8.001—229'), ['Va. Code Ann. § 8.001-229']);
    assert.equal(canonicalize('Va. Code Ann. § 8.001-229'), 'Va. Code Ann. § 8.001-229');
    // (After `et seq.` the list goes on only to a section's number: `12 other laws` is prose.)
    assert.deepEqual(canonicals('Authority: T.C.A. §§ 4-5-202, et seq., and 68-211-101, et seq. Also 42 U.S.C. §§ 1981 et seq. and 12 other laws.'), [
      'Tenn. Code Ann. § 4-5-202', 'Tenn. Code Ann. § 68-211-101', '42 U.S.C. § 1981',
    ]);
    // (Nor to a number of another shape, or one a word follows, unless its own `et seq.`.)
    assert.deepEqual(canonicals('Fla. Stat. §§ 440.01 et seq., 2019, and more; Cal. Gov. Code §§ 810 et seq., 100 days after; 29 U.S.C. §§ 201, et seq., 1-2 hours'), [
      'Fla. Stat. § 440.01', "Cal. Gov't Code § 810", '29 U.S.C. § 201',
    ]);
    assert.deepEqual(canonicals('42 U.S.C. §§ 1981 et seq., 1983, 1985; 42 U.S.C. §§ 12101 et seq., 2000e-5 et seq.; N.C.G.S. §§ 95-240 et seq., 143-422.1 et seq.'), [
      '42 U.S.C. § 1981', '42 U.S.C. § 1983', '42 U.S.C. § 1985', '42 U.S.C. § 12101', '42 U.S.C. § 2000e-5', 'N.C. Gen. Stat. § 95-240', 'N.C. Gen. Stat. § 143-422.1',
    ]);
    assert.deepEqual(canonicals('meetings are public (s.286.011, F.S.); notice, ss.19.83-19.84, Wis. Stats.; Ms.5 and vs.2 are not'), [
      'Fla. Stat. § 286.011', 'Wis. Stat. § 19.83', 'Wis. Stat. § 19.84',
    ]);
    assert.deepEqual(canonicals('Md. Code Ann., Gen. Prov. § 4-201; 2 U.S.C. sect. 441a'), ['Md. Code Ann., Gen. Provis. § 4-201', '2 U.S.C. § 441a']);
    // `G.S.` after the section is as Connecticut's Freedom of Information Commission writes, before it North Carolina's:
    // the one after it names either, unless the section's shape (`4b-3`) or the document decides. A paragraph's number after
    // the name starts no citation of its own.
    const [fromTheCommission] = findCitations('The agency is one within the meaning of §1-200(1), G.S.\n2. The hearing was held.');
    assert.equal(fromTheCommission.kind, 'ambiguous');
    assert.deepEqual(fromTheCommission.candidates?.map((c) => c.canonical), ['N.C. Gen. Stat. § 1-200', 'Conn. Gen. Stat. § 1-200']);
    assert.deepEqual(canonicals('approval under §4b-3, G.S.; and G.S. 15A-1340.16'), ['Conn. Gen. Stat. § 4b-3', 'N.C. Gen. Stat. § 15A-1340.16']);
    // (A number the code's sections are numbered as, after a section without parts, is a citation of its own.)
    assert.deepEqual(canonicals('L. 1962, ch. 308, § 1, CPLR 214. The claim is untimely. Under section 5, R.C. 149. The rule.'), ['N.Y. C.P.L.R. 214', 'Ohio Rev. Code Ann. ch. 149']);
    // (On a line of its own, a paragraph's number whatever the code.)
    assert.deepEqual(canonicals('Issues:\n1. Discrimination, section 12940, Gov. Code\n2. Termination, section 17200, Bus. & Prof. Code\n3. Other'), [
      "Cal. Gov't Code § 12940", 'Cal. Bus. & Prof. Code § 17200',
    ]);
  });

  it("agencies' and practitioners' forms: New York's `WCL`, the Maryland Manual's `Code ... Article, secs.`, ranges of chapters, `c` without its period, California's `W&I` and `H&S`", () => {
    assert.deepEqual(canonicals('Appeals lie within 30 days (WCL § 23); the Commission (Code Labor and Employment Article, secs. 9-301 through 9-316).'), [
      "N.Y. Workers' Comp. Law § 23", 'Md. Code Ann., Lab. & Empl. § 9-301', 'Md. Code Ann., Lab. & Empl. § 9-316',
    ]);
    // After a plural label, two chapters of three digits or more, or one number's letters; not South Dakota's title and chapter.
    assert.deepEqual(canonicals('benefits, TEXAS LABOR CODE Chapters 401-506; G.L. chs. 151A-151B; SDCL chapters 22-42 and 22-42A'), [
      'Tex. Lab. Code Ann. ch. 401', 'Tex. Lab. Code Ann. ch. 506', 'Mass. Gen. Laws ch. 151A', 'Mass. Gen. Laws ch. 151B',
      'S.D. Codified Laws ch. 22-42', 'S.D. Codified Laws ch. 22-42A',
    ]);
    // (And after it a chapter's short form so written, `c 151B, § 4`; never a year, nor a number on the next line.)
    assert.deepEqual(canonicals('MGL c 152, § 8(5); see also c 151B, § 4(4A); MGL c 123 sec 12; W&I Code § 5150.'), [
      'Mass. Gen. Laws ch. 152, § 8', 'Mass. Gen. Laws ch. 151B, § 4', 'Mass. Gen. Laws ch. 123, § 12', 'Cal. Welf. & Inst. Code § 5150',
    ]);
    assert.deepEqual(canonicals('in section 3 c 5 of the plan; Mass. Gen. Laws Ann. c 2019 Thomson Reuters; MGL c\n1 See; the H&S Section 5 of Exhibit C; the W&I Section 6.2 of the SPA'), []);
    // (Nor an enumeration's `c`, nor a chapter's section of something else.)
    assert.deepEqual(canonicals('See G. L. c. 151B, § 4. Under c 12, § 5 of the Agreement; Option a, b, or c 20, and c 7; see 168A Stat. 3.'), ['Mass. Gen. Laws ch. 151B, § 4']);
    // The chapter's label in capitals after the name of a code numbered by chapter; not after another code's.
    assert.deepEqual(canonicals('Massachusetts General Laws C. 260, § 2A; M.G.L. CH. 131, s.40; M.G.L. C.254 §2'), [
      'Mass. Gen. Laws ch. 260, § 2A', 'Mass. Gen. Laws ch. 131, § 40', 'Mass. Gen. Laws ch. 254, § 2',
    ]);
    assert.deepEqual(canonicals('see 42 U.S.C. C 5, § 12; Tex. Lab. Code CH 21, § 21.051'), []);
  });

  it("Iowa's subsections after hyphens, as its unemployment appeals decisions write them", () => {
    assert.deepEqual(rows('See Iowa Code Section 96.5-2-a; Iowa Code §§ 614.1-614.4.'), [
      ['Iowa Code Section 96.5-2-a', 'Iowa Code § 96.5', '(2)(a)'], ['Iowa Code §§ 614.1', 'Iowa Code § 614.1', null], ['614.4', 'Iowa Code § 614.4', null],
    ]);
    // (A number alone after the hyphen may be a range's end: not read as a subsection.)
    assert.deepEqual(rows('Iowa Code §§ 614.1-4.'), [['Iowa Code §§ 614.1-4', 'Iowa Code § 614.1-4', null]]);
  });

  it("a state's name in capitals before the rest of its code's name, the ʻokina in Hawaiʻi's, `N.H.R.S.`", () => {
    assert.deepEqual(canonicals('KENTUCKY Revised Statutes § 376.210 mandates a notice; VIRGINIA Code Annotated § 43-5; NORTH CAROLINA General Statutes § 44A-8.'), [
      'Ky. Rev. Stat. Ann. § 376.210', 'Va. Code Ann. § 43-5', 'N.C. Gen. Stat. § 44A-8',
    ]);
    assert.deepEqual(canonicals('pursuant to Hawai‘i Revised Statutes §92-3.5, Hawaiʻi Revised Statutes § 1-13 and N.H.R.S. 447:12-a'), [
      'Haw. Rev. Stat. § 92-3.5', 'Haw. Rev. Stat. § 1-13', 'N.H. Rev. Stat. Ann. § 447:12-a',
    ]);
    assert.deepEqual(canonicals('MAINE is a state. TEXAS law § 5'), []);
  });

  it("Texas's subject codes number every section within its chapter, after a period", () => {
    assert.deepEqual(canonicals('Tex. Tax Code § 171.001; Tex. Penal Code Ann. §§ 22.02, 22.01; under Tax Code § 83(a), the Internal Revenue Code\'s; Tex. Prob. Code Ann. § 3(r)'), [
      'Tex. Tax Code Ann. § 171.001', 'Tex. Penal Code Ann. § 22.02', 'Tex. Penal Code Ann. § 22.01', 'Tex. Prob. Code Ann. § 3',
    ]);
    // (A name both states' codes have is Texas's, where the document cites Texas's codes, only for a section Texas numbers so:
    // a counterexample of the long property run.)
    assert.deepEqual(canonicals('Tex. Bus. & Com. Code Ann. § 17.46. Penal Code § 19.02; al. Penal Code § 1id.7(a)'), [
      'Tex. Bus. & Com. Code Ann. § 17.46', 'Tex. Penal Code Ann. § 19.02', 'Cal. Penal Code § 1id.7',
    ]);
  });

  it("a footnote's marker between a code's name and the section word, `Ann.` before a sign-less section, an Illinois act's spaced dash", () => {
    assert.deepEqual(canonicals('pursuant to Penal Code 1 section 1170.91; Labor Code 2 Section 98.6; See Tex. Pen. Code Ann. \'\' 49.04, .09(a); (Welf. Inst. Code, § 366.26)'), [
      'Cal. Penal Code § 1170.91', 'Cal. Lab. Code § 98.6', 'Tex. Penal Code Ann. § 49.04', 'Tex. Penal Code Ann. § 49.09', 'Cal. Welf. & Inst. Code § 366.26',
    ]);
    assert.deepEqual(canonicals('(720 ILCS 5/9— 1(a)(1) (West 2002)); 735 ILCS 5/22 — 105 (West); 815 ILCS 505/2 — 10 days later'), [
      '720 Ill. Comp. Stat. 5/9-1', '735 Ill. Comp. Stat. 5/22-105', '815 Ill. Comp. Stat. 505/2',
    ]);
    assert.deepEqual(canonicals('705 ILCS 405/5 — 120; 735 ILCS 5/2 – 1401'), ['705 Ill. Comp. Stat. 405/5-120', '735 Ill. Comp. Stat. 5/2-1401']);
    // (Not an en dash's range, a year, nor a marker after initials, whose numbers are sections, or across a line.)
    assert.deepEqual(canonicals('815 ILCS 505/1 – 12 (West 2010); 820 ILCS 305/19 — 2013; THE PARCEL KNOWN AS 1 SECTION 12, TOWNSHIP 4; Statutes\n18 U.S.C. 2\nSection 924(c) of Title 18'), [
      '815 Ill. Comp. Stat. 505/1', '820 Ill. Comp. Stat. 305/19', '18 U.S.C. § 2', '18 U.S.C. § 924',
    ]);
  });

  it("a chapter named between a code's name and a section of that chapter", () => {
    assert.deepEqual(canonicals('Tex. Lab. Code ch. 21, § 21.051; N.C. Gen. Stat. Chapter 44A, § 44A-8; Minn. Stat. ch. 176, § 176.011'), [
      'Tex. Lab. Code Ann. § 21.051', 'N.C. Gen. Stat. § 44A-8', 'Minn. Stat. § 176.011',
    ]);
    // (Not a section numbered otherwise: no section is read where the number is not the chapter's.)
    assert.deepEqual(canonicals('Tex. Lab. Code ch. 21, § 5'), []);
  });

  it("a code named after `of The`, `Code of Virginia Annotated`, an article's name with `&` for `and`", () => {
    assert.deepEqual(canonicals('produced pursuant to Chapter 175, Section 17 of The Massachusetts General Laws; Code of Virginia Annotated §54.1-3904; MD Code, Business Occupations & Professions §10-602.'), [
      'Mass. Gen. Laws ch. 175, § 17', 'Va. Code Ann. § 54.1-3904', 'Md. Code Ann., Bus. Occ. & Prof. § 10-602',
    ]);
  });

  it('reporters and session-law chapters are not state codes', () => {
    assert.deepEqual(findCitations('24 Cal. 4th 83, 91 (2000); 150 Cal. Rptr. 3d 1; 2020 N.Y. Slip Op. 5'), []);
    assert.deepEqual(findCitations('1990 Cal. Stat. ch. 1363'), []);
  });
});
