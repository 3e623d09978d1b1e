import { strict as assert } from 'node:assert';
import { findCitations } from '../../../src/core/citations/index';
import { canonicals } from './helpers';

/** Things briefs are full of that are not statutory citations. */
const NOT_CITATIONS = [
  // Case reporters
  '410 U.S. 113 (1973)', '551 U.S. 644, 652', '24 Cal. 4th 83, 91 (2000)', '100 F.3d 200 (1st Cir. 1996)', '123 S. Ct. 456',
  '590 F. Supp. 3d 850', '150 Cal. Rptr. 3d 1', '36 F. App\'x 651, 652', '2020 WL 123456', '17 F. 4th 1089',
  // Contract cross-references and other instruments
  'Section 9.1 of the Credit Agreement', 'Sections 2.3 and 4.5 of the Merger Agreement', '§ 12 of this Agreement',
  'Article IV, Section 2 of the bylaws', 'Schedule 3.2(a)',
  // Agencies, courts, words that look like markers
  'U.S.C.I.S. denied the petition', 'USCIS denied it', 'the U.S. Court of Appeals', 'U.S. Customs and Border Protection',
  'the USC Trojans', 'CFR Inc. v. Smith', 'U.S. Code Congressional & Administrative News',
  // Years, money, versions, numbers
  'in 1983 and 1984', 'on 12/31/2020', '$1,983.00', 'v1.2.3', 'version 2.0.1 released 2020-01-02', 'RFC 2616 section 14', 'ISO 9001',
  'Chapter 11', 'COVID 19', 'HTTP 404', 'H.B. 1', 'E.O. 12866', 'FY2024', '85 Fed. Reg. 62094',
  // Titles with no section, legislative history, other authorities
  '12 U.S.C., 15 U.S.C., and 31 U.S.C.', 'in scattered sections of 12 U.S.C.', '1986 U.S.C.C.A.N. 5',
  'Title VII of the Civil Rights Act', 'Title 42 of the United States Code', 'section 2 of the Sherman Act',
  'Fed. R. Civ. P. 12(b)(6)', 'U.S. Const. art. I, § 8, cl. 3', 'U.S. Const. amend. XIV, § 1', 'Cal. Const. art. I, § 7',
  'Restatement (Second) of Torts § 402A', 'Restatement (Third) of Torts: Products Liability § 2', 'U.C.C. § 2-207',
  'Model Penal Code § 2.02', 'ERISA § 502(a)(1)(B)', 'FLSA § 7', 'Securities Exchange Act § 10(b)',
  'See ch. 675, § 505, 52', 'Article I, § 8',
  // Look-alikes of local abbreviations: cryptography, chips, initials, plain words, years, pages
  'an RSA 2048 key', 'RSA-4096 signatures', 'RSA 3072', 'the IC 555 timer', 'an IC 7400 chip', 'IC 4-bit counter',
  'F.S. Fitzgerald, 1925', 'G.S. Patton 3rd Army', 'the PL 5 amplifier', 'PL/SQL 11-2', 'a PL 2019 season',
  'CRS Report R48907', 'CRS 2020', 'ECL 10K logic', 'ECL 2019', 'MCA 2019', 'AS 2019 ends', 'KRS 1', 'RCW 2019',
  'R.C. 1990', 'G.S. 1', 'ORS 2', 'HRS 24', 'NRS 2020', 'SDCL 7', 'T.C.A. 2', 'page 2019', 'at 1,376', 'Chapter 7 of the book',
  'ch. 12 of the novel', 'c. 1900', 'chapter 11 bankruptcy', 'in 1983 usc students', 'the cfr 10 model', 'I.C. Smith, 1901',
  '2013 N.C. Sess. Laws 2013-381 (H.B. 589) § 4.6', 'Sess. Laws 2020-17, § 1',
  // A proposed regulation is in no code
  'Prop. Treas. Reg. § 1.7874-1', 'Proposed Treas. Reg. § 1.7874-1',
  // (Another state's code under a name California's codes also have, `section 2-619 of the Code of Civil Procedure`, is
  // Illinois's: states.test.ts.)
  // Florida's and Wisconsin's `s.` for section, with no code named after it
  'as provided in s. 5 of the act', 'see p. 5, s. 12', 'Table 2, s. 3.1',
  // Divisions of something other than a state code, or of no code named, or of a code that has no such division
  // (A chapter of a title of the U.S. Code is a division citation: federal.test.ts.)
  'Chapter 11 of the Bankruptcy Code', 'chapter I of title 28 of the Code of Federal Regulations',
  'Title VII', 'Title 1 of the Act', 'chapter 7 of this book', 'Article III of the Constitution', 'article 2 of the contract',
  'Article 21A of this Chapter', 'Title 9, Chapter 11', 'Part 1 of the report', 'Division 3 of the league', 'Division I of the NCAA',
  'Chapter 2, Article 3 of the bylaws', 'in chapter 3, title 9 of his memoir', 'Article 78 proceeding', 'article 9 of the Uniform Commercial Code',
  'Chapter 1, Title 2 of the Federal Acquisition Regulation', 'Title 17 of the Los Angeles Municipal Code', 'Chapter 9 of Title 14 DCMR',
  'Title 14 of the District of Columbia Municipal Regulations', 'Chapter 5, Article 2 of the Idaho Constitution', 'TITLE 9 CIVIL PRACTICE',
  'Chapter 5 of the Idaho Code', 'chapter 26, Tennessee Code Annotated', 'Utah Code ch. 7', 'Chapter 3.5 of the Government Code',
  'the Civil Code, Part 2 and Division 4', 'title 42 Cal. Penal Code', 'Government Code tit. 1, div. 3.6', 'Title 5, Chapter 3, Idaho Administrative Procedure Act',
  // A subject code without its state names Texas's as well as California's: only a division or part is California's,
  // and a chapter alone is Texas's (states.test.ts) unless it has a decimal part, as only California's chapters do
  'Title 4 of the Labor Code', 'Chapter 552 of Title 5 of the Government Code',
  // Michigan Statutes Annotated (no longer published; not Minnesota's M.S.A.), the SEC, a bill's own sections
  'MSA 27A.2912(2)', 'the SEC 10b-5 rule', 'Sec. 2. Section 5 of the Act is amended',
  // Money after a name that takes no title (a scanned `$` for `§` is read only after a title or a state code's name)
  'the IRC $ 500 limit', 'pay $ 500 under the U.S.C.', 'Plan S 5',
  // Markers with nothing after them
  'U.S.C.', '42 U.S.C.', 'C.F.R.', 'Pub. L. No.', 'Stat.', '§', '§§', 'Id. §', '§ of', 'section', 'Cal. Civ. Code §',
];

describe('citations: things that are not citations', () => {
  for (const text of NOT_CITATIONS) {
    it(text, () => {
      assert.deepEqual(findCitations(text).map((c) => c.text), []);
    });
  }

  it('stay uncited even right after a real citation (no short-form resolution into them)', () => {
    for (const text of NOT_CITATIONS) {
      const found = findCitations(`See 42 U.S.C. § 1983. ${text}`).map((c) => c.text);
      assert.deepEqual(found, ['42 U.S.C. § 1983'], text);
    }
  });

  it('a division followed by a section is read as the section alone', () => {
    assert.deepEqual(findCitations('Chapter 11 of Title 9 of the O.C.G.A. § 9-11-12 applies').map((c) => [c.text, c.kind]), [['O.C.G.A. § 9-11-12', 'full']]);
    assert.deepEqual(findCitations('Title 9 of the O.C.G.A., § 9-11-12').map((c) => c.kind), ['full']);
  });

  it('a bare section sign with nothing before it to refer to is not reported', () => {
    assert.deepEqual(findCitations('Claims under § 1983 require state action.'), []);
    assert.deepEqual(findCitations('Id. § 5.'), []);
  });
  it("the day's forms do not read counts, other countries' codes, exhibits or a title before a code's own name", () => {
    // A Massachusetts chapter before a count, another chapter or a word is no lost sign's section.
    assert.deepEqual(canonicals('G. L. c. 231, 2 years later; under G. L. c. 151B, 4 of the defendants'), ['Mass. Gen. Laws ch. 231', 'Mass. Gen. Laws ch. 151B']);
    // A number ending a line is a title only where the lines are numbered (the line before starts with the number before).
    assert.deepEqual(canonicals('Count 1\n18  U.S.C. § 371; See Exhibit 3\n29  C.F.R. § 1910.1200; Exhibit 99\n23  U.S.C. § 101'), [
      '18 U.S.C. § 371', '29 C.F.R. § 1910.1200', '23 U.S.C. § 101',
    ]);
    assert.deepEqual(canonicals('Title 28 Judicial Code § 5524'), ['42 Pa. Cons. Stat. § 5524']);
    assert.deepEqual(canonicals('Maryland Real Property 2-5 acres; Maryland Family Law 12-2019; R.C. 1000 feet; Code Sec. 2010 amendments.'), []);
    assert.deepEqual(canonicals('Article 100 of the Code of Criminal Procedure of Ukraine'), []);
    assert.deepEqual(canonicals('Code of Criminal Procedure art. 930.10'), ['La. Code Crim. Proc. Ann. art. 930.10']);
    // A name that starts with `C` after `of` is still read (not taken for `of chapter`).
    assert.deepEqual(canonicals('section 17200 of California Business and Professions Code; section 8.01-243 of Code of Virginia; Section 52-584 of Connecticut General Statutes'), [
      'Cal. Bus. & Prof. Code § 17200', 'Va. Code Ann. § 8.01-243', 'Conn. Gen. Stat. § 52-584',
    ]);
  });
});
