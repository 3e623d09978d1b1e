import { strict as assert } from 'node:assert';
import { findCitations } from '../../../src/core/citations/index';
import { canonicals, canonicalsWithRanges, only, rows, type Row } from './helpers';

/** [as written, canonical, pinpoint]: one citation each. */
const USC_FORMS: Row[] = [
  ['42 U.S.C. § 1983', '42 U.S.C. § 1983', null],
  ['42 U.S.C. §1983', '42 U.S.C. § 1983', null],
  ['42 USC 1983', '42 U.S.C. § 1983', null],
  ['42 U.S.C 1983', '42 U.S.C. § 1983', null],
  ['18 U.S.C. 924', '18 U.S.C. § 924', null],
  ['42 U. S. C. § 1983', '42 U.S.C. § 1983', null],
  ['42 U.S.C.A. § 1983', '42 U.S.C. § 1983', null],
  ['42 U.S.C.S. § 1983', '42 U.S.C. § 1983', null],
  ['42 USCA § 12112(b)(5)(A)', '42 U.S.C. § 12112', '(b)(5)(A)'],
  ['5 U.S. Code § 552(b)(6)', '5 U.S.C. § 552', '(b)(6)'],
  ['42 U.S.C. § 2000e-2(a)(1)', '42 U.S.C. § 2000e-2', '(a)(1)'],
  ['15 U.S.C. § 78u-4(b)(2)', '15 U.S.C. § 78u-4', '(b)(2)'],
  ['42 U.S.C. § 1320a-7b(b)', '42 U.S.C. § 1320a-7b', '(b)'],
  ['18 U.S.C. § 1028A(a)(1)', '18 U.S.C. § 1028A', '(a)(1)'],
  ['16 U.S.C. § 460nnn-101', '16 U.S.C. § 460nnn-101', null],
  ['21 U.S.C. § 343-1(a)', '21 U.S.C. § 343-1', '(a)'],
  ['21 U.S.C. § 360bbb-3', '21 U.S.C. § 360bbb-3', null],
  ['18 U.S.C. § 924(c)(1)(A)(i)', '18 U.S.C. § 924', '(c)(1)(A)(i)'],
  ['31 U.S.C. § 5322(a)-(b)', '31 U.S.C. § 5322', '(a)-(b)'],
  ['28 U.S.C. § 2201 note', '28 U.S.C. § 2201', 'note'],
  ['50 U.S.C. app. § 3901', '50 U.S.C. app. § 3901', null],
  ['5 U.S.C. App. § 2', '5 U.S.C. app. § 2', null],
  ['18 U.S.C. sec. 924', '18 U.S.C. § 924', null],
  ['18 U.S.C. Section 922(g)(1)', '18 U.S.C. § 922', '(g)(1)'],
  ['18 U.S.C. section 371', '18 U.S.C. § 371', null],
  ['Title 18 U.S.C. § 924', '18 U.S.C. § 924', null],
  ['section 552 of title 5', '5 U.S.C. § 552', null],
  ['section 552(b)(6) of title 5, United States Code', '5 U.S.C. § 552', '(b)(6)'],
  ['section 1116 of title 38, United States Code', '38 U.S.C. § 1116', null],
  ['section 301 of title 5 of the United States Code', '5 U.S.C. § 301', null],
  ['title 10, United States Code, section 801', '10 U.S.C. § 801', null],
  ['Title 42, U.S.C., § 1983', '42 U.S.C. § 1983', null],
  ['§ 1983 of title 42', '42 U.S.C. § 1983', null],
  ['I.R.C. § 501(c)(3)', '26 U.S.C. § 501', '(c)(3)'],
  ['IRC § 1031', '26 U.S.C. § 1031', null],
  ['Internal Revenue Code § 162(m)', '26 U.S.C. § 162', '(m)'],
  ['section 501(c)(3) of the Internal Revenue Code of 1986', '26 U.S.C. § 501', '(c)(3)'],
  // The Bankruptcy Code's sections are title 11's.
  ['Bankruptcy Code § 362(a)', '11 U.S.C. § 362', '(a)'],
  ['section 1129(a)(7) of the Bankruptcy Code', '11 U.S.C. § 1129', '(a)(7)'],
  ['Section 365, of the Bankruptcy Code', '11 U.S.C. § 365', null],
  ['Section 45Q of the IRS code', '26 U.S.C. § 45Q', null],
  ['Title 17 Section 105 of the United States Code', '17 U.S.C. § 105', null],
];

const CFR_FORMS: Row[] = [
  ['40 C.F.R. § 122.26(b)(14)', '40 C.F.R. § 122.26', '(b)(14)'],
  ['29 CFR 1926.501', '29 C.F.R. § 1926.501', null],
  ['29 C.F.R 1926.501(b)(1)', '29 C.F.R. § 1926.501', '(b)(1)'],
  ['17 C.F.R. § 240.14a-8', '17 C.F.R. § 240.14a-8', null],
  ['17 C.F.R. § 240.10b-5(b)', '17 C.F.R. § 240.10b-5', '(b)'],
  ['26 C.F.R. § 1.1031(a)-1', '26 C.F.R. § 1.1031(a)-1', null],
  ['26 C.F.R. § 1.1031(k)-1(g)(4)', '26 C.F.R. § 1.1031(k)-1', '(g)(4)'],
  ['Treas. Reg. § 1.1031(a)-1(b)', '26 C.F.R. § 1.1031(a)-1', '(b)'],
  ['21 C.F.R. pt. 820', '21 C.F.R. pt. 820', null],
  ['21 CFR Part 820', '21 C.F.R. pt. 820', null],
  ['38 CFR part 3', '38 C.F.R. pt. 3', null],
  ['21 CFR 820', '21 C.F.R. pt. 820', null],
  ['38 C. F. R. § 3.307(a)(6)(iii)', '38 C.F.R. § 3.307', '(a)(6)(iii)'],
  ['section 122.26 of title 40, Code of Federal Regulations', '40 C.F.R. § 122.26', null],
];

const SESSION_LAWS: Row[] = [
  ['Pub. L. No. 117-169', 'Pub. L. No. 117-169', null],
  ['Pub. L. 115–97', 'Pub. L. No. 115-97', null],
  ['Pub. L. No. 111–148', 'Pub. L. No. 111-148', null],
  ['Pub.L. 111-148', 'Pub. L. No. 111-148', null],
  ['Pub L. No. 85-929', 'Pub. L. No. 85-929', null],
  ['P.L. 111-80', 'Pub. L. No. 111-80', null],
  ['P.L.111-321', 'Pub. L. No. 111-321', null],
  ['Public Law 112-34', 'Pub. L. No. 112-34', null],
  ['Public Law No. 98-542', 'Pub. L. No. 98-542', null],
  ['Pub. L. No. 87-781, § 102(b)', 'Pub. L. No. 87-781', '§ 102(b)'],
  ['136 Stat. 1818', '136 Stat. 1818', null],
  ['76 Stat. 780, 781', '76 Stat. 780', '781'],
  ['100 Stat. 3207-35', '100 Stat. 3207-35', null],
];

function check(table: Row[]): void {
  for (const [text, canonical, pinpoint] of table) {
    it(text, () => {
      const c = only(`See ${text}.`);
      assert.equal(c.canonical, canonical);
      assert.equal(c.pinpoint, pinpoint);
      assert.equal(c.text, text.replace(/\s+$/, ''));
      assert.equal(c.kind, 'full');
    });
  }
}

describe('citations: U.S. Code', () => {
  check(USC_FORMS);

  it('keeps the end of a dash range whatever word follows it, but not a worded "range" into prose', () => {
    assert.deepEqual(canonicals('Nothing in 17 U.S.C. §§ 1201–1205 reaches the conduct.'), ['17 U.S.C. § 1201', '17 U.S.C. § 1205']);
    assert.deepEqual(findCitations('42 U.S.C. §§ 3601–3619 bar it').map((c) => c.range), ['from', 'to']);
    assert.deepEqual(canonicals('42 U.S.C. § 101 to 50 percent of them'), ['42 U.S.C. § 101']);
  });

  it('reports corpus, title and section', () => {
    const c = only('42 U.S.C. § 2000e-2(a)');
    assert.equal(c.corpusType, 'USC');
    assert.equal(c.title, '42');
    assert.equal(c.section, '2000e-2');
    assert.equal(c.state, null);
    assert.equal(c.code, 'U.S.C.');
  });

  it('a section with its own sign in a list, followed by another law named after it, is no part of the list', () => {
    assert.deepEqual(canonicals('upon 28 U.S.C. § 1343(4), § 706(f) of Title VII, and'), ['28 U.S.C. § 1343']);
    assert.deepEqual(canonicals('15 U.S.C. § 78j(b), § 10(b) of the Securities Exchange Act'), ['15 U.S.C. § 78j']);
    assert.deepEqual(canonicals('section 1981 and section 1983 of title 42'), ['42 U.S.C. § 1981', '42 U.S.C. § 1983']);
  });

  it('Public Law No: as congress.gov writes it, and a page range of the Statutes at Large before volume 100', () => {
    assert.deepEqual(rows('Became Public Law No: 116-136 (03/27/2020)'), [['Public Law No: 116-136', 'Pub. L. No. 116-136', null]]);
    assert.deepEqual(canonicals('Note: 116-136'), []);
    assert.deepEqual(rows('Nov. 21, 1974, 88 Stat. 1561–64;'), [['88 Stat. 1561–64', '88 Stat. 1561', null]]);
    // From volume 100 an appropriations act numbers its own pages.
    assert.deepEqual(canonicals('110 Stat. 3009–546'), ['110 Stat. 3009-546']);
  });

  it("a typewriter's double hyphen inside a lettered section number is its hyphen; between whole numbers, a range", () => {
    assert.deepEqual(rows('under 42 U.S.C. § 2000e--5(e) the'), [['42 U.S.C. § 2000e--5(e)', '42 U.S.C. § 2000e-5', '(e)']]);
    assert.deepEqual(canonicals('42 U.S.C. §§ 1981--1988'), ['42 U.S.C. § 1981', '42 U.S.C. § 1988']);
    assert.deepEqual(canonicals('42 U.S.C. §§ 2000e--2000e-17'), ['42 U.S.C. § 2000e', '42 U.S.C. § 2000e-17']);
  });

  it('a section sign lost to ? after a code name (not a question mark in prose), or written [section]', () => {
    assert.deepEqual(rows('under 42 U.S.C. ? 1983 the'), [['42 U.S.C. ? 1983', '42 U.S.C. § 1983', null]]);
    assert.deepEqual(canonicals('Cal. Civ. Code ?? 3294-3295 and'), ['Cal. Civ. Code § 3294', 'Cal. Civ. Code § 3295']);
    assert.deepEqual(canonicals('Why? 5 reasons. The Code? 5 times.'), []);
    // Some databases' full text writes the sign as a bracketed word.
    assert.deepEqual(rows('The statute, 18 U.S.C. [section]1030 (a short name), reaches'), [['18 U.S.C. [section]1030', '18 U.S.C. § 1030', null]]);
    // Its plural, `[sections]`; and Florida's `s.` before the U.S. Code's section, as its writers give it.
    assert.deepEqual(canonicals('codified as amended at 28 U.S.C. [sections] 2244, 2254; a petition under 28 U.S.C. s. 2254 or 28 U.S.C. ss. 2255-2256.'), [
      '28 U.S.C. § 2244', '28 U.S.C. § 2254', '28 U.S.C. § 2254', '28 U.S.C. § 2255', '28 U.S.C. § 2256',
    ]);
    assert.deepEqual(canonicals('42 U.S.C. [section][section] 1981-1983'), ['42 U.S.C. § 1981', '42 U.S.C. § 1983']);
  });

  it('a word text extraction ran into the title or the section is left out of it', () => {
    assert.deepEqual(rows('2. If29 U.S.C. § 2615(a)(1) does'), [['29 U.S.C. § 2615(a)(1)', '29 U.S.C. § 2615', '(a)(1)']]);
    assert.deepEqual(canonicals('Removal under28 U.S.C. § 1441 It'), ['28 U.S.C. § 1441']);
    assert.deepEqual(rows('filing rules: 29 CFR §1601.13How charges are shared'), [['29 CFR §1601.13', '29 C.F.R. § 1601.13', null]]);
    assert.deepEqual(canonicals('42 U.S.C. § 2000e and 20 U.S.C. § 1681a apply'), ['42 U.S.C. § 2000e', '20 U.S.C. § 1681a']);
  });

  it('a section number that could be a year, then a comma, is the section, not an edition', () => {
    assert.deepEqual(rows('at 42 U.S.C. 1983, and'), [['42 U.S.C. 1983', '42 U.S.C. § 1983', null]]);
    assert.deepEqual(canonicals('codified at 18 U.S.C. 1836, provides'), ['18 U.S.C. § 1836']);
    assert.deepEqual(canonicals('Ala. Code 1975, § 6-5-410; Ill. Rev. Stat. 1991, ch. 110, par. 2-619'), ['Ala. Code § 6-5-410', 'Ill. Rev. Stat. ch. 110, para. 2-619']);
    // The Internal Revenue Code named in lower case after the section, as some states' statutes write it.
    assert.deepEqual(canonicals('The deduction is limited under section 164(b)(6)(B) of the internal revenue code of 1986.'), ['26 U.S.C. § 164']);
  });

  it("an authority note's list: a section and its note, or its note alone, and the list goes on; signs lost to an encoding", () => {
    assert.deepEqual(canonicals('Authority: 8 U.S.C. 1101 and note, 1102, 1182 note, 1184.'), ['8 U.S.C. § 1101', '8 U.S.C. § 1102', '8 U.S.C. § 1182', '8 U.S.C. § 1184']);
    assert.deepEqual(findCitations('8 U.S.C. 1182 note, 1184').map((c) => c.pinpoint), ['note', null]);
    assert.deepEqual(rows('§ 1983 and note that the court'), []);
    assert.deepEqual(canonicals('Act, 42 USCS ‘ 1395i-3(b) and 42 CFR ‘ 483.10, and [15 USCS @ 78eee(a)(3)]'), ['42 U.S.C. § 1395i-3', '42 C.F.R. § 483.10', '15 U.S.C. § 78eee']);
    assert.deepEqual(canonicals('- โข42 U.S.C. ยง 18001 et seq. (core) - โข26 U.S.C. ยง 5000A (mandate)'), ['42 U.S.C. § 18001', '26 U.S.C. § 5000A']);
    // A lower-case word run into a public law's number, as the Code's notes copied from the web run it; not a capital.
    assert.deepEqual(canonicals('Codification Pub. L. 110–234and Pub. L. 110–246made identical amendments; Pub. L. 110-234A'), ['Pub. L. No. 110-234', 'Pub. L. No. 110-246']);
    // A stray period after the title; not a numbered paragraph's number.
    assert.deepEqual(canonicals('we sue under 42. U.S.C. § 1983 (“1983”); the Clean Water Act, 33. U.S.C. § 1251, et seq.\n7. U.S.C. § 1983 is; see footnote 12.  U.S.C. § 1983; Item 12. C.F.R. § 1.1'), ['42 U.S.C. § 1983', '33 U.S.C. § 1251']);
    assert.deepEqual(canonicals('violated Section 1983, Title 42 of U.S.Code and section 1001 of title 18 of United States Code; section 5 of title 42 of Congress'), ['42 U.S.C. § 1983', '18 U.S.C. § 1001']);
    assert.deepEqual(canonicals('Congress placed it in chapter 33 of title 43 of the US Code, and section 1601 of title 43 of the US Code.'), ['43 U.S.C. ch. 33', '43 U.S.C. § 1601']);
    // A section's letter `l` set apart from its digits, as a PDF's text spaces it; not a word after the number.
    assert.deepEqual(canonicals('16 U.S.C. § 825 l(b); 16 U.S.C. § 460 l–6a(e); 15 U.S.C. § 78 l-1; 42 U.S.C. § 1983 law'), [
      '16 U.S.C. § 825l', '16 U.S.C. § 460l-6a', '15 U.S.C. § 78l-1', '42 U.S.C. § 1983',
    ]);
    // A C.F.R. regulation's hyphen after a letter typeset as an en dash; after `§§`, a range's end written as the part's number
    // alone (with a hyphen or an en dash); a regulation's own hyphen before a shorter number stays.
    assert.deepEqual(canonicals('17 C.F.R. § 240.10b–5(b); 2 C.F.R. §§ 200.331–333; 2 C.F.R. §§ 200.331-333; 26 C.F.R. §§ 1.1502-13, 1.1502-14; 26 C.F.R. § 301.7701-3'), [
      '17 C.F.R. § 240.10b-5', '2 C.F.R. § 200.331', '2 C.F.R. § 200.333', '2 C.F.R. § 200.331', '2 C.F.R. § 200.333',
      '26 C.F.R. § 1.1502-13', '26 C.F.R. § 1.1502-14', '26 C.F.R. § 301.7701-3',
    ]);
    // (The en dash joins wherever the number within the part has a letter; after one of digits it is a range's, abbreviated.)
    assert.deepEqual(canonicals('17 C.F.R. § 240.10b–5 and § 240.10b5–1; 17 C.F.R. § 240.15c3–3; 20 C.F.R. §§ 404.1520–21'), [
      '17 C.F.R. § 240.10b-5', '17 C.F.R. § 240.10b5-1', '17 C.F.R. § 240.15c3-3', '20 C.F.R. § 404.1520',
    ]);
    assert.deepEqual(canonicals('16 U.S.C. § 460 l–the fund'), ['16 U.S.C. § 460']);
    // A state's section of three numbered parts is no short form of the U.S. Code.
    assert.deepEqual(canonicals('42 U.S.C. § 1983. Section 1. That § 43-45-14 be amended; § 1320a-7b(b).'), ['42 U.S.C. § 1983', '42 U.S.C. § 1320a-7b']);
    // A page's line broken within the code's name after the title.
    assert.deepEqual(canonicals('listed in Section 1415(f)(3)(A)(i) of Title 20 of the United States\nCode. Under Section 300.511(c)(2) of Title 34 of the Code of\nFederal Regulations, a'), [
      '20 U.S.C. § 1415', '34 C.F.R. § 300.511',
    ]);
    // The C.F.R. named in words, a comma and sections with their part, as Texas's rules give their authority; not a year or a count.
    assert.deepEqual(canonicals('issued under 34 Code of Federal Regulations, 300.100, 300.111, and 300.114; 40 C.F.R., 2019 ed.; 34 CFR, 300 pages; 40 CFR, 60.1.'), [
      '34 C.F.R. § 300.100', '34 C.F.R. § 300.111', '34 C.F.R. § 300.114', '40 C.F.R. § 60.1',
    ]);
    assert.deepEqual(canonicals('40 CFR, 2.5 percent; 40 CFR, 12.5 pounds'), []);
  });

  it('includes et seq. in the span', () => {
    const c = only('42 U.S.C. § 2000e et seq. applies');
    assert.equal(c.text, '42 U.S.C. § 2000e et seq.');
    assert.equal(c.canonical, '42 U.S.C. § 2000e');
    assert.equal(c.etSeq, true);
    // Also run into the number, as a page's extraction may leave it: the `et` is no letter of the section.
    assert.deepEqual(rows('damages underIOWA CODE § 669.1et seq. (2012); 42 U.S.C. §§ 1983et seq.').map((r) => [r[0], r[1]]), [
      ['IOWA CODE § 669.1et seq.', 'Iowa Code § 669.1'], ['42 U.S.C. §§ 1983et seq.', '42 U.S.C. § 1983'],
    ]);
  });

  it('reads across line breaks, no-break spaces and lost section signs', () => {
    assert.deepEqual(rows('31 U.S.C.\n   5322(a)'), [['31 U.S.C.\n   5322(a)', '31 U.S.C. § 5322', '(a)']]);
    assert.deepEqual(rows('42\u00a0U.S.C.\u00a0§\u00a01983'), [['42\u00a0U.S.C.\u00a0§\u00a01983', '42 U.S.C. § 1983', null]]);
    assert.deepEqual(rows('42 U.S.C. §\u2009 1983'), [['42 U.S.C. §\u2009 1983', '42 U.S.C. § 1983', null]]);
    assert.deepEqual(rows('15 U.S.C.   79'), [['15 U.S.C.   79', '15 U.S.C. § 79', null]]);
    assert.deepEqual(rows('18\n\nU.S.C. § 372'), [['18\n\nU.S.C. § 372', '18 U.S.C. § 372', null]]);
  });

  it('rejects titles that do not exist (years, reporters)', () => {
    assert.deepEqual(rows('1986 U.S.C. 5'), []);
    assert.deepEqual(rows('99 U.S.C. § 5'), []);
  });
});

describe('citations: C.F.R.', () => {
  check(CFR_FORMS);

  it('a part list gives one citation per part', () => {
    assert.deepEqual(rows('21 C.F.R. pts. 801, 803, 820'), [
      ['21 C.F.R. pts. 801', '21 C.F.R. pt. 801', null],
      ['803', '21 C.F.R. pt. 803', null],
      ['820', '21 C.F.R. pt. 820', null],
    ]);
  });

  it('a section list and a dotted range', () => {
    assert.deepEqual(rows('21 C.F.R. §§ 101.9(c)(1), 101.9 (c)(2), 101.60(b)(1)'), [
      ['21 C.F.R. §§ 101.9(c)(1)', '21 C.F.R. § 101.9', '(c)(1)'],
      ['101.9 (c)(2)', '21 C.F.R. § 101.9', '(c)(2)'],
      ['101.60(b)(1)', '21 C.F.R. § 101.60', '(b)(1)'],
    ]);
    assert.deepEqual(canonicals('21 C.F.R §§ 101.72–101.83'), ['21 C.F.R. § 101.72', '21 C.F.R. § 101.83']);
    assert.deepEqual(canonicals('21 C.F.R. §§ 101.72-101.83'), ['21 C.F.R. § 101.72', '21 C.F.R. § 101.83']);
  });

  it('reports corpus CFR', () => {
    const c = only('40 C.F.R. § 122.26(b)(14)');
    assert.equal(c.corpusType, 'CFR');
    assert.equal(c.title, '40');
    assert.equal(c.section, '122.26');
  });
});

describe('citations: session laws', () => {
  check(SESSION_LAWS);

  it('a Pub. L. followed by its Statutes at Large page gives two citations', () => {
    assert.deepEqual(rows('Pub. L. No. 99-570, 100 Stat. 3207 (1986)'), [
      ['Pub. L. No. 99-570', 'Pub. L. No. 99-570', null],
      ['100 Stat. 3207', '100 Stat. 3207', null],
    ]);
  });

  it('the running head the Statutes at Large print in capitals over each page and law', () => {
    assert.deepEqual(rows('124 STAT. 119 PUBLIC LAW 111–148—MAR. 23, 2010'), [
      ['124 STAT. 119', '124 Stat. 119', null],
      ['PUBLIC LAW 111–148', 'Pub. L. No. 111-148', null],
    ]);
    assert.deepEqual(rows('PUBLIC LAW 88-352-JULY 2, 1964'), [['PUBLIC LAW 88-352', 'Pub. L. No. 88-352', null]]);
  });

  it('session laws carry their own corpus types (PL, STAT) and no state', () => {
    assert.deepEqual(findCitations('Pub. L. No. 117-169, 136 Stat. 1818').map((c) => [c.corpusType, c.state]), [['PL', null], ['STAT', null]]);
  });

  it('public laws without periods or with PL; Statutes at Large pages with a thousands separator', () => {
    assert.deepEqual(rows('PL 111-148 and Pub.L. 111–148 and P.L. 111-148'), [
      ['PL 111-148', 'Pub. L. No. 111-148', null],
      ['Pub.L. 111–148', 'Pub. L. No. 111-148', null],
      ['P.L. 111-148', 'Pub. L. No. 111-148', null],
    ]);
    assert.deepEqual(rows('124 Stat. 1,376, 1,380'), [['124 Stat. 1,376, 1,380', '124 Stat. 1376', '1380']]);
    assert.deepEqual(rows('76 Stat. 780, 781'), [['76 Stat. 780, 781', '76 Stat. 780', '781']]);
  });

  it('PL as a word, or before something that is not a law number, is not a public law', () => {
    for (const text of ['the PL 5 amplifier', 'PL/SQL 11-2', 'MPL 111-148', 'PL111-148', 'PL 2019', 'PLC 111-148']) {
      assert.deepEqual(findCitations(text), [], text);
    }
  });
});

describe('citations: complex federal section numbers and spelled-out forms', () => {
  it('C.F.R. sections with several hyphens and parentheses', () => {
    assert.deepEqual(rows('26 C.F.R. § 1.401(a)(9)-6; 48 C.F.R. § 52.212-4(c); 41 C.F.R. § 102-118.35'), [
      ['26 C.F.R. § 1.401(a)(9)-6', '26 C.F.R. § 1.401(a)(9)-6', null],
      ['48 C.F.R. § 52.212-4(c)', '48 C.F.R. § 52.212-4', '(c)'],
      ['41 C.F.R. § 102-118.35', '41 C.F.R. § 102-118.35', null],
    ]);
    // A paragraph without a hyphen after it stays a pinpoint.
    assert.deepEqual(rows('26 C.F.R. § 1.401(a)(9)'), [['26 C.F.R. § 1.401(a)(9)', '26 C.F.R. § 1.401', '(a)(9)']]);
  });

  it('an en dash inside a U.S.C. section number is not a range', () => {
    assert.deepEqual(rows('42 U.S.C. § 300aa–11(a)(2)'), [['42 U.S.C. § 300aa–11(a)(2)', '42 U.S.C. § 300aa-11', '(a)(2)']]);
    assert.deepEqual(rows('42 U.S.C. § 2000e–2(a)'), [['42 U.S.C. § 2000e–2(a)', '42 U.S.C. § 2000e-2', '(a)']]);
    const range = findCitations('17 U.S.C. §§ 1501–1511');
    assert.deepEqual(range.map((c) => [c.canonical, c.range]), [['17 U.S.C. § 1501', 'from'], ['17 U.S.C. § 1511', 'to']]);
    assert.equal(range[0].members?.length, 11);
    assert.deepEqual(findCitations('31 U.S.C. §§ 5313–17').map((c) => c.canonical), ['31 U.S.C. § 5313', '31 U.S.C. § 5317']);
  });

  it('ranges and lists: every member with its own canonical form', () => {
    const lettered = findCitations('18 U.S.C. §§ 1001a–1001c');
    assert.deepEqual(lettered[0].members, ['18 U.S.C. § 1001a', '18 U.S.C. § 1001b', '18 U.S.C. § 1001c']);
    // (One section, its start lettered: `16 U.S.C. § 1a-7b`; a range to a later number of three digits or more.)
    assert.deepEqual(canonicals('16 U.S.C. § 1a-7b'), ['16 U.S.C. § 1a-7b']);
    assert.deepEqual(canonicals('42 U.S.C. § 1396a-1396v; 15 U.S.C. § 77a-77aa'), ['42 U.S.C. § 1396a', '42 U.S.C. § 1396v', '15 U.S.C. § 77a', '15 U.S.C. § 77aa']);
    // With a hyphen, as with the en dash; and a state's lettered sections of one number (`§§ 23A-23C`).
    assert.deepEqual(findCitations('18 U.S.C. §§ 1001a-1001c')[0].members, ['18 U.S.C. § 1001a', '18 U.S.C. § 1001b', '18 U.S.C. § 1001c']);
    assert.deepEqual(canonicals('M.G.L. c. 39, §§23A-23C'), ['Mass. Gen. Laws ch. 39, § 23A', 'Mass. Gen. Laws ch. 39, § 23C']);
    // (One section whose number carries a hyphen and a letter stays one: `2000e-16c`; so does a pair that goes back.)
    assert.deepEqual(canonicals('42 U.S.C. § 2000e-16c; N.C. Gen. Stat. §§ 14-27A'), ['42 U.S.C. § 2000e-16c', 'N.C. Gen. Stat. § 14-27A']);
    assert.deepEqual(canonicals('28 U.S.C. §§ 2201 and 2202'), ['28 U.S.C. § 2201', '28 U.S.C. § 2202']);
    assert.deepEqual(rows('28 U.S.C. §§ 1331, 1343(a)(3)'), [
      ['28 U.S.C. §§ 1331', '28 U.S.C. § 1331', null], ['1343(a)(3)', '28 U.S.C. § 1343', '(a)(3)'],
    ]);
    const chapter = findCitations('Mass. Gen. Laws ch. 12, §§ 3–5');
    assert.deepEqual(chapter[0].members, ['Mass. Gen. Laws ch. 12, § 3', 'Mass. Gen. Laws ch. 12, § 4', 'Mass. Gen. Laws ch. 12, § 5']);
    // A range too long to count out keeps its endpoints only.
    assert.equal(findCitations('42 U.S.C. §§ 1–5000')[0].members, undefined);
  });

  it('spelled-out and postfix U.S. Code citations', () => {
    assert.deepEqual(canonicals('section 1001, title 18, United States Code'), ['18 U.S.C. § 1001']);
    assert.deepEqual(canonicals('18, United States Code, Section 1001'), ['18 U.S.C. § 1001']);
    assert.deepEqual(rows('Section 1681(a) of 20 U.S.C.'), [['Section 1681(a) of 20 U.S.C.', '20 U.S.C. § 1681', '(a)']]);
    assert.deepEqual(canonicals('section 1.1 of 1 CFR'), ['1 C.F.R. § 1.1']);
  });

  it('a list of section words before "of title": one word repeated in the list, no more (a failed list is read again at each word)', () => {
    assert.deepEqual(canonicals('section 1981 and section 1983 of title 42, United States Code'), ['42 U.S.C. § 1981', '42 U.S.C. § 1983']);
    // The first word's list stops at the third word: only the last two sections are read with the title.
    assert.deepEqual(canonicals('section 1 and section 2 and section 3 of title 42'), ['42 U.S.C. § 2', '42 U.S.C. § 3']);
    assert.deepEqual(canonicals('sections 1 and sections 2 and '.repeat(300)), []);
  });

  it("old opinions' editions of the Code, the Code after its title as a list's postfix, and the U.S. Bankruptcy Code", () => {
    assert.deepEqual(canonicals('Based on title 28, U. S. C., 1940 ed., § 225 (d); 28 U.S.C. (1946 ed.) § 1331; 28 U.S.C. (1940 ed., Supp. V) § 1332.'), [
      '28 U.S.C. § 225', '28 U.S.C. § 1331', '28 U.S.C. § 1332',
    ]);
    assert.deepEqual(canonicals('Section 1396a, et seq., 42 U.S.C., requires; § 1983, 42 USC. (Section 362(a)(6) of the U.S. Bankruptcy Code.)'), [
      '42 U.S.C. § 1396a', '42 U.S.C. § 1983', '11 U.S.C. § 362',
    ]);
    // (Not the act's section before the Code's own citation, nor a title the Code lacks.)
    assert.deepEqual(canonicals('Section 2, 42 U.S.C. § 1983'), ['42 U.S.C. § 1983']);
    assert.deepEqual(canonicals('Section 4, 42 U.S.C. (1982) § 1983; Section 4, 42 U.S.C. ch. 21'), ['42 U.S.C. § 1983', '42 U.S.C. ch. 21']);
    assert.deepEqual(canonicals('Section 1983, 42 U.S.C. provides'), ['42 U.S.C. § 1983']);
    assert.deepEqual(canonicals('Section 5, 99 U.S.C.'), []);
  });

  it("the Treasury's regulations named without a sign before a number of their own shape", () => {
    assert.deepEqual(canonicals('Treas. Reg. 1.401(a)(9)-6; Reg. 1.501(c)(3)-1(d)(1)(ii); Treasury Regulations section 1.704-1(b)'), [
      '26 C.F.R. § 1.401(a)(9)-6', '26 C.F.R. § 1.501(c)(3)-1', '26 C.F.R. § 1.704-1',
    ]);
    // (Not a number of another shape: a year, a count; nor another body's `Reg.`)
    assert.deepEqual(canonicals('Treas. Reg. 5 applies; Reg. 2019 and Reg. 5'), []);
    assert.deepEqual(canonicals('Cal. Code Regs. 1.101-1; under FERC Reg. 35.28-1; SEC Reg. 240.10-5'), []);
    assert.deepEqual(canonicals('The IRS Reg. 1.704-1(b) says'), ['26 C.F.R. § 1.704-1']);
  });

  it("the second sign of a pair whose reading failed is no short form alone: a session law's or an act's sections", () => {
    assert.deepEqual(canonicals('42 U.S.C. § 1983 (Oct. 6, 1917, ch. 97, §§ 1, 2, 40 Stat. 395)'), ['42 U.S.C. § 1983', '40 Stat. 395']);
    assert.deepEqual(canonicals('26 U.S.C. § 1. Oct. 21, 1975, D.C. Law 1-23, title VI, §§ 601(1), (2), 609'), ['26 U.S.C. § 1']);
    assert.deepEqual(canonicals('Pub. L. 106–113, div. B, § 1000(a)(9) [title IV, §§ 4507(4), 4508], Nov. 29, 1999'), ['Pub. L. No. 106-113']);
  });

  it("sections listed after a section word within a list are an act's where the act is named after them; `sec` without its period", () => {
    assert.deepEqual(canonicals('It violated Section 17(a) of the Securities Act, 15 U.S.C. 77q(a), Sections 10(b) and 15(c)(1) of the Exchange Act, 15 U.S.C. 78j(b) and 78o(c)(1).'), [
      '15 U.S.C. § 77q', '15 U.S.C. § 78j', '15 U.S.C. § 78o',
    ]);
    // (Not after a sign, nor before a code's name: the writer's numbers of the code.)
    assert.deepEqual(canonicals('28 U.S.C. § 1332, §§ 1441 and 1446 of the Judicial Code; 42 U.S.C. § 1983, §§ 1985(3) and 1986 of the Civil Rights Act of 1871.'), [
      '28 U.S.C. § 1332', '28 U.S.C. § 1441', '28 U.S.C. § 1446', '42 U.S.C. § 1983', '42 U.S.C. § 1985', '42 U.S.C. § 1986',
    ]);
    assert.deepEqual(canonicals('Motions under 28 U.S.C. sec 2255 differ; a 30 sec delay, sec 5 of it.'), ['28 U.S.C. § 2255']);
  });

  it('lower-case usc and cfr', () => {
    assert.deepEqual(canonicals('see 42 usc 1983 and 40 cfr 122.26'), ['42 U.S.C. § 1983', '40 C.F.R. § 122.26']);
    assert.deepEqual(canonicals('muscle 42 and focus 5'), []);
  });

  it('a public law and a Statutes at Large page run into the words before them, and public law in lower case', () => {
    assert.deepEqual(canonicals('Enacted as Public lawPub. L. 117–169, printed at Statutes at Large136 Stat. 1818.'), ['Pub. L. No. 117-169', '136 Stat. 1818']);
    assert.deepEqual(canonicals('Its citation is Public law 111–148.'), ['Pub. L. No. 111-148']);
    assert.deepEqual(canonicals('As a matter of public law 2019 was a turning point; RePub 5 and A136 Stat. 5 are no citations.'), []);
    // A C.F.R. part and a U.S. Code chapter in words.
    assert.deepEqual(canonicals('Recipients follow part 104 of title 34, Code of Federal Regulations, and Title 40, Part 60 of the Code of Federal Regulations.'), [
      '34 C.F.R. pt. 104', '40 C.F.R. pt. 60',
    ]);
    assert.deepEqual(canonicals('under Part 5 of title 2 of the Act'), []);
    assert.deepEqual(findCitations('A bill to amend chapter 90 of title 18, United States Code; see 11 U.S.C. chapter 11 and 18 U.S.C. ch. 90.').map((c) => [c.canonical, c.kind, c.division]), [
      ['18 U.S.C. ch. 90', 'division', '90'], ['11 U.S.C. ch. 11', 'division', '11'], ['18 U.S.C. ch. 90', 'division', '90'],
    ]);
    assert.deepEqual(canonicals('See 21 U.S.C. Ch. 9 and Chapter 11 of Title 11 of the United States Code.'), ['21 U.S.C. ch. 9', '11 U.S.C. ch. 11']);
    assert.deepEqual(canonicals('The debtor filed under Chapter 11 of the Bankruptcy Code, in chapter 44 of title 18.'), []);
    // A sign lost to an encoding and run into the number, and a public law's dash lost the same way.
    assert.deepEqual(canonicals('The credit (26 U.S.C. @30D) and NMSA ยง41-4-16 apply; PUBLIC LAW 111?203 followed; write me@30 or pay $1983.'), [
      '26 U.S.C. § 30D', 'N.M. Stat. Ann. § 41-4-16', 'Pub. L. No. 111-203',
    ]);
    // `?` run into a number in parts after a code's name; not a question's mark before a count.
    assert.deepEqual(canonicals('WY: Wyo. Stat. ?1-1-122 (1996); OR: ORS ?30.684, et. seq.; Is it in the RCW?4 times, and 42 U.S.C.?1983'), [
      'Wyo. Stat. Ann. § 1-1-122', 'Or. Rev. Stat. § 30.684',
    ]);
    assert.deepEqual(canonicals('Did you read the Iowa Code?2.5 times. Is it ORS?10-15 days. Was it the Idaho Code?2-3 years'), []);
    // A label's colon run into the title.
    assert.deepEqual(canonicals('Statute:18 U.S.C. § 1343; at 10:42 U.S.C. 5 is no title'), ['18 U.S.C. § 1343']);
  });

  it("a lettered range's end at its start's number, a hyphen with a space after it, footnote markers in a list, and public laws broken or with a minus", () => {
    assert.deepEqual(canonicalsWithRanges('The collection rules, 15 U.S.C. §§ 1692-1692o, and the continuation rules, 29 U.S.C. 1161- 1168, apply.'), [
      '15 U.S.C. § 1692 (from)', '15 U.S.C. § 1692o (to)', '29 U.S.C. § 1161 (from)', '29 U.S.C. § 1168 (to)',
    ]);
    assert.deepEqual(canonicals('29 U.S.C. 1161- 12 months later'), ['29 U.S.C. § 1161']);
    assert.deepEqual(canonicals('The case was removed under 28 U.S.C. §§ 1441[1] and 1446.[2] See also 42 U.S.C. § 1983[3] below.'), [
      '28 U.S.C. § 1441', '28 U.S.C. § 1446', '42 U.S.C. § 1983',
    ]);
    assert.deepEqual(canonicals('The Act, Public\nLaw 103-3, was amended by the relief act (Pub.L. 116−136).'), ['Pub. L. No. 103-3', 'Pub. L. No. 116-136']);
    assert.deepEqual(canonicals('Public LAW 111 148 MAR. 23, 2010; PL 5 6 is none.'), ['Pub. L. No. 111-148']);
    assert.deepEqual(canonicals('[CITE: 25USC450j-1] and [CITE: 29CFR825.301]; see 2USCA and 5CFR.'), ['25 U.S.C. § 450j-1', '29 C.F.R. § 825.301']);
    assert.deepEqual(canonicals('Private foundations: IRC 507–509 and IRC 501(c)(3); the IRC 2019 report; claims under 42 U.S.C. 5 1983.'), [
      '26 U.S.C. § 507', '26 U.S.C. § 509', '26 U.S.C. § 501', '42 U.S.C. § 1983',
    ]);
    // A sentence's period after the number ends it; a decimal is no section of the Code.
    assert.deepEqual(canonicals('Withheld wages are held in trust under IRC 7501. The IRC 2019. IRC 501.5 is none.'), ['26 U.S.C. § 7501']);
    // A short form's lettered number with an en dash is one section.
    assert.deepEqual(canonicals('It pays support costs, 25 U.S.C. § 450j–1(a)(2), subject to appropriations, § 450j–1(b).'), ['25 U.S.C. § 450j-1', '25 U.S.C. § 450j-1']);
  });

  it("a list of numbers that could be years after a code's name, a sign lost to the replacement character, and the Tax Court's names for the Treasury's regulations", () => {
    assert.deepEqual(canonicals('The preference in 41 U.S.C. 1906,1907, and 3307 and the awards of 38 U.S.C. 1803, 1821, and 1822.'), [
      '41 U.S.C. § 1906', '41 U.S.C. § 1907', '41 U.S.C. § 3307', '38 U.S.C. § 1803', '38 U.S.C. § 1821', '38 U.S.C. § 1822',
    ]);
    // An edition year before a section still is one.
    assert.deepEqual(canonicals('Ala. Code 1975, 6-5-410 and 42 U.S.C. 1983, and more.'), ['Ala. Code § 6-5-410', '42 U.S.C. § 1983']);
    // U+FFFD: what a decoder leaves for a section sign's byte it could not read.
    assert.deepEqual(canonicals('Suit under 42 U.S.C. \ufffd 1983 and Conn. Gen. Stat. \ufffd\ufffd 1-19 and 1-20; the \ufffd 5 fee.'), [
      '42 U.S.C. § 1983', 'Conn. Gen. Stat. § 1-19', 'Conn. Gen. Stat. § 1-20',
    ]);
    // The lettered volume of 1956 that enacted titles 10 and 32, and the Internal Revenue Code of 1954's.
    assert.deepEqual(canonicals('A prior section, act Aug. 10, 1956, ch. 1041, 70A Stat. 173; Pub. L. 85–155; 71 Stat. 5; 70B Stat. 2; ACT AUG. 16, 1954, CH. 736, 68A STAT. 3.'), [
      '70A Stat. 173', 'Pub. L. No. 85-155', '71 Stat. 5', '68A Stat. 3',
    ]);
    // A public law's `No.` run into its number.
    assert.deepEqual(canonicals('signed as Public Law No.109-8; Pub. L. No.111-148; Case No.5; Docket No.12-345.'), ['Pub. L. No. 109-8', 'Pub. L. No. 111-148']);
    // A public law's `law` run into its number, where a page's table cells ran together; not a word ending in it.
    assert.deepEqual(canonicals('Enacted 1990. Citations Public law101-336 Statutes at Large104 Stat. 327; the Republic law5 and Public law 5 millions.'), ['Pub. L. No. 101-336', '104 Stat. 327']);
    // The Treasury's regulations named shortest, only before a number of their shape.
    assert.deepEqual(canonicals('See Reg. § 1.1031(k)-1(g), Regs. Sec. 1.162-5 and Treasury Regulations Section 301.7701-3; not Prop. Reg. § 1.7874-1, Reg. § 5 or Reg. § 230.405.'), [
      '26 C.F.R. § 1.1031(k)-1', '26 C.F.R. § 1.162-5', '26 C.F.R. § 301.7701-3',
    ]);
    // A C.F.R. part in words with its title's chapter between.
    assert.deepEqual(canonicals('Under Part 63, Chapter I, Title 40, of the Code of Federal Regulations and part 15 of chapter 1 of title 48, Code of Federal Regulations; not Part 5, Chapter II, of the plan.'), [
      '40 C.F.R. pt. 63', '48 C.F.R. pt. 15',
    ]);
    assert.deepEqual(rows('The costs are deductible. See sec. 1.162-17(a), Income Tax Regs.; secs. 301.6651-1(c)(1), Proced. & Admin. Regs.; sec. 20.2031-1(b), Estate Tax Regs.'), [
      ['sec. 1.162-17(a), Income Tax Regs.', '26 C.F.R. § 1.162-17', '(a)'],
      ['secs. 301.6651-1(c)(1), Proced. & Admin. Regs.', '26 C.F.R. § 301.6651-1', '(c)(1)'],
      ['sec. 20.2031-1(b), Estate Tax Regs.', '26 C.F.R. § 20.2031-1', '(b)'],
    ]);
    // A chapter of the U.S. Code with its title before it (and a subchapter after it).
    assert.deepEqual(canonicals('Title 12, Chapter 53, Subchapter V of the U.S. Code created the Bureau; Title 42, Chapter 21 of the United States Code; Title 99, Chapter 5 of the U.S. Code.'), [
      '12 U.S.C. ch. 53', '42 U.S.C. ch. 21',
    ]);
    // A chapter, then its section (`42 U.S.C. ch. 126 § 12101`, as encyclopedias give an act's place); tax publishers' `Code Sec.`.
    assert.deepEqual(canonicals('Codified 42 U.S.C. ch. 126 § 12101 et seq.; 18 U.S.C. ch. 90, § 1831; 18 U.S.C. ch. 90.'), [
      '42 U.S.C. § 12101', '18 U.S.C. § 1831', '18 U.S.C. ch. 90',
    ]);
    assert.deepEqual(canonicals('a Code Sec. 401(k) plan and Code Sec. 45Q; Code Section 9-11-68; Code Sec. 8.01-243.'), [
      '26 U.S.C. § 401', '26 U.S.C. § 45Q', 'Ga. Code Ann. § 9-11-68',
    ]);
    // A section run into the code's name after its title.
    assert.deepEqual(canonicals('specifically 28 U.S.C.2244(b) (Supp. III 1997) and 29 C.F.R.1910.1200; P.L.111-148.'), ['28 U.S.C. § 2244', '29 C.F.R. § 1910.1200', 'Pub. L. No. 111-148']);
    // A line's number between a title and the code's name, where an opinion's text kept its lines numbered.
    assert.deepEqual(canonicals('22   The indictment alleges a violation of 18\n\n23   U.S.C. § 371.\n\n4    the export, see 26\n\n5    C.F.R. § 52.4682-5; Notes\n\n22   U.S.C. § 5.'), [
      '18 U.S.C. § 371', '26 C.F.R. § 52.4682-5', '22 U.S.C. § 5',
    ]);
    // The Tax Court's `sec. 6229(a), I.R.C.`; `Id.` before the word for the sign.
    assert.deepEqual(canonicals('the period under sec. 6229(a), I.R.C., was suspended; 42 U.S.C. Sec. 1395 et seq. Id. Sec. 1395f(b)(1).'), [
      '26 U.S.C. § 6229', '42 U.S.C. § 1395', '42 U.S.C. § 1395f',
    ]);
    // A regulation's number with two subsection labels inside it, before its name.
    assert.deepEqual(rows('Section 1.501(c)(3)-1(c), Income Tax Regs., provides the test; see sec. 1.401(a)(9)-6, Income Tax Regs.'), [
      ['Section 1.501(c)(3)-1(c), Income Tax Regs.', '26 C.F.R. § 1.501(c)(3)-1', '(c)'],
      ['sec. 1.401(a)(9)-6, Income Tax Regs.', '26 C.F.R. § 1.401(a)(9)-6', null],
    ]);
  });
});
