import { strict as assert } from 'node:assert';
import { canonicalize, findCitations } from '../../../src/core/citations/index';
import { canonicals } from './helpers';

function summary(text: string): Array<[string, string, string | null, string]> {
  return findCitations(text).map((c) => [c.text, c.canonical, c.pinpoint, c.kind]);
}

describe('citations: short forms', () => {
  it('never makes a U.S. Code section of an all-digit pair that the code reads as a range', () => {
    // Counterexamples from the 100,000-case property run: each canonical form must canonicalise to itself.
    for (const text of ['17 U.S.C. § 107; see § 47-2002(a)', '17 U.S.C. § 107; see § 47-202002', '17 U.S.C. § 107 D.C. C\u200bode § 47-2002 &amp;(iii)', '42 U.S.C. §§ 2§0-2nda)(1), 2000e-3(a)']) {
      for (const c of findCitations(text)) assert.equal(canonicalize(c.canonical), c.canonical, `${text} → ${c.canonical}`);
    }
  });

  it('after an Illinois act, reports only sections the code has: no act part, no number the act number makes too long', () => {
    // Counterexamples from the 100,000-case property run.
    const texts = [
      '815 ILCS 505/2 §§1026.43U.S.C.A.D.C.', '815 ILCS§15 ILCS§§505/id.', '815 ILCS 505/2 Ohio Rev. Code  nn. § 2/A307.71',
      '815 ILCS 505/2 ,107/Rev. Stat.', '815 ILCS 505/2 29 U29 U.S.C. §§ 2601–265265Code', '815 ILCS 505/2  ash. Rev. Code § 19.86.19.86.19.86.020',
    ];
    for (const text of texts) {
      for (const c of findCitations(text)) assert.equal(canonicalize(c.canonical), c.canonical, `${text} → ${c.canonical}`);
    }
    assert.deepEqual(summary('815 ILCS 505/2, 107/Rev. Stat.').map((r) => r[1]), ['815 Ill. Comp. Stat. 505/2']);
    assert.deepEqual(summary('815 ILCS 505/2. See § 2/A307.71 and § 10a.').map((r) => r[1]), ['815 Ill. Comp. Stat. 505/2', '815 Ill. Comp. Stat. 505/10a']);
  });

  it('the section of a proposed Treasury regulation is no short form of the C.F.R. cited before it', () => {
    assert.deepEqual(summary('26 C.F.R. § 1.7874-2; Prop. Treas. Reg. § 1.7874-1.').map((r) => r[1]), ['26 C.F.R. § 1.7874-2']);
  });

  it('Id. § refers to the citation just before it', () => {
    assert.deepEqual(summary('29 U.S.C. § 2615(a)(1). Id. § 2615(a)(2). See id. § 2617.'), [
      ['29 U.S.C. § 2615(a)(1)', '29 U.S.C. § 2615', '(a)(1)', 'full'],
      ['Id. § 2615(a)(2)', '29 U.S.C. § 2615', '(a)(2)', 'id'],
      ['id. § 2617', '29 U.S.C. § 2617', null, 'id'],
    ]);
  });

  it('id. § after a citation with a title keeps that title', () => {
    assert.deepEqual(summary('42 U.S.C. § 1983; id. § 1985(3).').map((r) => r[1]), ['42 U.S.C. § 1983', '42 U.S.C. § 1985']);
  });

  it('a bare § refers to the last code citation, keeping its title', () => {
    assert.deepEqual(summary('Title VII, 42 U.S.C. § 2000e-2(a), bars it. Retaliation is separate, § 2000e-3(a).'), [
      ['42 U.S.C. § 2000e-2(a)', '42 U.S.C. § 2000e-2', '(a)', 'full'],
      ['§ 2000e-3(a)', '42 U.S.C. § 2000e-3', '(a)', 'short'],
    ]);
  });

  it('short forms resolve against state codes and CFR too', () => {
    assert.deepEqual(summary('Cal. Civ. Code § 3294(a). Under § 3294(b), ... Id. § 3295.').map((r) => r[1]), [
      'Cal. Civ. Code § 3294', 'Cal. Civ. Code § 3294', 'Cal. Civ. Code § 3295',
    ]);
    assert.deepEqual(summary('Mass. Gen. Laws ch. 93A, § 2. See § 9.').map((r) => r[1]), ['Mass. Gen. Laws ch. 93A, § 2', 'Mass. Gen. Laws ch. 93A, § 9']);
    assert.deepEqual(summary('38 CFR 3.307(a)(6). Under § 3.309(e) ...').map((r) => r[1]), ['38 C.F.R. § 3.307', '38 C.F.R. § 3.309']);
    assert.deepEqual(summary('735 ILCS 5/2-1001. See section 2-619? No: see § 2-619.').map((r) => r[1]), [
      '735 Ill. Comp. Stat. 5/2-1001', '735 Ill. Comp. Stat. 5/2-619', '735 Ill. Comp. Stat. 5/2-619',
    ]);
  });

  it('short forms chain: a bare § after an Id. after a full citation', () => {
    assert.deepEqual(summary('18 U.S.C. § 371; id. § 372; see also § 111(a).').map((r) => r[1]), ['18 U.S.C. § 371', '18 U.S.C. § 372', '18 U.S.C. § 111']);
  });

  it('a bare § is not resolved into something of another shape', () => {
    // § 101.9 cannot be a U.S.C. section.
    assert.deepEqual(summary('21 U.S.C. § 343. See § 101.9.').map((r) => r[1]), ['21 U.S.C. § 343']);
  });

  it('Id. § after a public law is a section of the act, not a code section: not reported', () => {
    assert.deepEqual(summary('Pub. L. No. 111-148. Id. § 1501.').map((r) => r[1]), ['Pub. L. No. 111-148']);
  });

  it('a section of a public law written right after it is its pinpoint', () => {
    assert.deepEqual(summary('Pub. L. No. 111-31, § 101(b)(3), 123 Stat. 1776').map((r) => [r[0], r[2]]), [
      ['Pub. L. No. 111-31, § 101(b)(3)', '§ 101(b)(3)'],
      ['123 Stat. 1776', null],
    ]);
  });

  it('a bare § is not resolved after a public law section or other named authority', () => {
    assert.deepEqual(summary('42 U.S.C. § 1983. ERISA § 502(a); the Act § 5; Restatement (Second) of Torts § 402A.').map((r) => r[0]), ['42 U.S.C. § 1983']);
  });

  it('a chapter named alone is the chapter of that number the document cites with its code, before or after it', () => {
    const rows = (text: string) => findCitations(text).map((c) => [c.text, c.canonical, c.kind]);
    assert.deepEqual(rows('Chapter 93A (M.G.L. c. 93A) is the foundation of consumer protection.'), [
      ['Chapter 93A', 'Mass. Gen. Laws ch. 93A', 'division'],
      ['M.G.L. c. 93A', 'Mass. Gen. Laws ch. 93A', 'division'],
    ]);
    assert.deepEqual(rows('under Iowa Code chapter 216. All complaints filed under chapter 216 must'), [
      ['Iowa Code chapter 216', 'Iowa Code ch. 216', 'division'],
      ['chapter 216', 'Iowa Code ch. 216', 'division'],
    ]);
    // A section of a code numbered by chapter names its chapter; a title's chapter keeps its title.
    assert.deepEqual(rows('KRS 532.060 sets the range; Chapter 532 governs.').map((r) => r[1]), ['Ky. Rev. Stat. Ann. § 532.060', 'Ky. Rev. Stat. Ann. ch. 532']);
    assert.deepEqual(rows('G.L. c. 93A, § 9 ... the demand letter c. 93A requires.').map((r) => r[1]), ['Mass. Gen. Laws ch. 93A, § 9', 'Mass. Gen. Laws ch. 93A']);
    assert.deepEqual(rows('Title 14, Chapter 709 of the Maine Revised Statutes. Chapter 709 also').map((r) => r[1]), ['Me. Stat. tit. 14, ch. 709', 'Me. Stat. tit. 14, ch. 709']);
    // Not a session law's chapter, however written; not one of bankruptcy's; not a chapter a section's number does not name
    // (Connecticut's `52-584` starts with a title); New Hampshire's lettered chapter.
    assert.deepEqual(rows('G.L. c. 127, § 1. In 1991 Mass. Acts c. 127; Iowa Code chapter 216. 2009 Iowa Acts, ch. 216; KRS 532.060. Ch. 532, 62 Stat. 869').map((r) => r[1]), [
      'Mass. Gen. Laws ch. 127, § 1', 'Iowa Code ch. 216', 'Ky. Rev. Stat. Ann. § 532.060', '62 Stat. 869',
    ]);
    assert.deepEqual(rows('G.L. c. 12, § 11H. The debtor filed a Chapter 12 petition. Conn. Gen. Stat. § 52-584. Chapter 52 says').map((r) => r[1]), [
      'Mass. Gen. Laws ch. 12, § 11H', 'Conn. Gen. Stat. § 52-584',
    ]);
    assert.deepEqual(rows('RSA 507-B:2. Chapter 507 concerns; Chapter 507-B applies').map((r) => r[1]), ['N.H. Rev. Stat. Ann. § 507-B:2', 'N.H. Rev. Stat. Ann. ch. 507-B']);
    // A chapter that names none is no group a session law's section follows.
    assert.deepEqual(rows('42 U.S.C. § 1983. See Pub. L. No. 111-148, ch. 3 § 1501.').map((r) => r[1]), ['42 U.S.C. § 1983', 'Pub. L. No. 111-148']);
    // No chapter of that number cited, or two codes' chapters of it: nothing.
    assert.deepEqual(rows('Chapter 93A of the book; Chapter 12 of the plan.'), []);
    assert.deepEqual(rows('Iowa Code chapter 216 and KRS chapter 216. Then chapter 216 says').map((r) => r[1]), ['Iowa Code ch. 216', 'Ky. Rev. Stat. Ann. ch. 216']);
    // Bankruptcy's chapters are not read from a state section's number; a chapter of something else is no chapter of a code.
    assert.deepEqual(rows('Fla. Stat. § 11.045; a Chapter 11 case').map((r) => r[1]), ['Fla. Stat. § 11.045']);
    assert.deepEqual(rows('Iowa Code chapter 216. See chapter 216 of this title. Laws 1999, chapter 216').map((r) => r[1]), ['Iowa Code ch. 216']);
    // Nor is a U.S. Code chapter: a title's own text names its chapters alone.
    assert.deepEqual(rows('design patents under chapter 16 of title 35, United States Code; a chapter 16 application').map((r) => r[1]), ['35 U.S.C. ch. 16']);
  });

  it('a chapter named nowhere with its code is the chapter of the state code cited, or the state named as a lawgiver, just before it', () => {
    assert.deepEqual(canonicals('Her fees ran afoul of Mass. Gen. Laws ch. 93, § 76. She then sent a Chapter 93A demand letter.'), [
      'Mass. Gen. Laws ch. 93, § 76', 'Mass. Gen. Laws ch. 93A',
    ]);
    assert.deepEqual(canonicals('A tenant may also rely on other Massachusetts laws: ch. 176D for insurers, ch. 142A for home builders.'), [
      'Mass. Gen. Laws ch. 176D', 'Mass. Gen. Laws ch. 142A',
    ]);
    assert.deepEqual(canonicals('Wis. Stat. § 893.80 caps damages; a volunteer fire company organized under ch. 213D is covered.'), ['Wis. Stat. § 893.80', 'Wis. Stat. ch. 213D']);
    // Not a chapter numbered alone (a book's, a report's, a session law's or a year), one with a hyphen, Illinois's old Revised
    // Statutes', another law's, one far away, nor the first part of the section just cited where the code's numbers make it no chapter.
    assert.deepEqual(canonicals('Fla. Stat. § 768.28. As Chapter 4 and the author in Chapter 23 explain, Chapter 79-159, chapter 766, Oregon Laws 2019, and Chapter 2020 changed it.'), ['Fla. Stat. § 768.28']);
    assert.deepEqual(canonicals('Massachusetts law is strict. The handbook\'s Chapter 30 explains; Massachusetts General Laws chapter 93A, § 9. The Legislature then enacted Chapter 258 (2006).'), [
      'Mass. Gen. Laws ch. 93A, § 9',
    ]);
    assert.deepEqual(canonicals('(820 ILCS 115/1) (from Ch. 48, par. 39m-1)'), ['820 Ill. Comp. Stat. 115/1']);
    assert.deepEqual(canonicals('Iowa Code section 23.6; rules in the Iowa Administrative Code chapter 497. Wis. Stat. § 893.80; federal regulations, chapter 21.'), [
      'Iowa Code § 23.6', 'Wis. Stat. § 893.80',
    ]);
    assert.deepEqual(canonicals(`Wis. Stat. § 893.80. ${'The court said so. '.repeat(25)}Then chapter 213 applies.`), ['Wis. Stat. § 893.80']);
    assert.deepEqual(canonicals('Conn. Gen. Stat. § 52-584. Chapter 52 says'), ['Conn. Gen. Stat. § 52-584']);
    // With its title written before it, of a code whose chapters are numbered within titles and that has the title.
    assert.deepEqual(canonicals('A dog owner in Salt Lake City answers to the Utah Code, whose Title 18, Chapter 1 sets the rules.'), ['Utah Code Ann. tit. 18, ch. 1']);
    assert.deepEqual(canonicals('Civil limits are in Title 28, Chapter 28-01 of the North Dakota Century Code; criminal ones in Title 29, Chapter 29-04.'), [
      'N.D. Cent. Code tit. 28, ch. 28-01', 'N.D. Cent. Code tit. 29, ch. 29-04',
    ]);
    assert.deepEqual(canonicals('42 U.S.C. § 1983. See Title 18, Chapter 1 of the guide; Wis. Stat. § 893.80 and Title 2, Chapter 3.'), ['42 U.S.C. § 1983', 'Wis. Stat. § 893.80']);
  });

  it('a section word before a number repeats a section the last full citation cites; one with parts, one of its chapter', () => {
    const rows = (text: string) => findCitations(text).map((c) => [c.text, c.canonical, c.kind]);
    assert.deepEqual(rows('42 U.S.C. § 1983 provides a remedy. Section 1983 requires state action; section 1985 does not.'), [
      ['42 U.S.C. § 1983', '42 U.S.C. § 1983', 'full'],
      ['Section 1983', '42 U.S.C. § 1983', 'short'],
    ]);
    assert.deepEqual(rows('California Labor Code section 2802 requires it. Section 2802 applies. Under 42 U.S.C. § 405(g), review; Section 405(g) permits').map((r) => r[1]), [
      'Cal. Lab. Code § 2802', 'Cal. Lab. Code § 2802', '42 U.S.C. § 405', '42 U.S.C. § 405',
    ]);
    // Not a section an earlier citation cites (a code's own text names its own sections so), nor one of another law or alone.
    assert.deepEqual(rows('42 U.S.C. § 1983; 28 U.S.C. § 1331. Section 1983 says; Section 1983 of the Civil Rights Act.').map((r) => r[1]), ['42 U.S.C. § 1983', '28 U.S.C. § 1331']);
    assert.deepEqual(rows('Section 1983 alone; Section 12 after it'), []);
    // A list repeats only where every section in it was cited (a range then has its members); a C.F.R. part is no section.
    assert.deepEqual(rows('42 U.S.C. § 1983. Sections 1981, 1983 and 1985; a Section 1983 Action.').map((r) => r[1]), ['42 U.S.C. § 1983']);
    assert.deepEqual(findCitations('17 U.S.C. §§ 401-405. See sections 401 through 405.').map((c) => [c.canonical, c.range ?? null, c.members?.length ?? 0]), [
      ['17 U.S.C. § 401', 'from', 5], ['17 U.S.C. § 405', 'to', 0], ['17 U.S.C. § 401', 'from', 5], ['17 U.S.C. § 405', 'to', 0],
    ]);
    assert.deepEqual(rows('40 C.F.R. Part 122 governs. Section 122 requires it.').map((r) => r[1]), ['40 C.F.R. pt. 122']);
    // A number before a capital is no repeat: it may be a code's chapter or title (`section 625 ILCS 5/11-501`).
    assert.deepEqual(rows('the driver is charged with violating section 625 ILCS 5/11-501(a)(1). Two').map((r) => r[1]), ['625 Ill. Comp. Stat. 5/11-501']);
    // Connecticut's and Utah's chapters end in a letter.
    assert.deepEqual(rows('Conn. Gen. Stat. § 46b-82 governs alimony. Section 46b-86 governs modification.').map((r) => r[1]), ['Conn. Gen. Stat. § 46b-82', 'Conn. Gen. Stat. § 46b-86']);
    assert.deepEqual(rows('UT Code § 78B-9-104 (1) Unless precluded by Section 78B-9-106 or 78B-9-107, a person').map((r) => r[1]), [
      'Utah Code Ann. § 78B-9-104', 'Utah Code Ann. § 78B-9-106', 'Utah Code Ann. § 78B-9-107',
    ]);
  });

  it("a section word's number with a hyphen, set off as the state's section before it is, is of that state's code whatever its chapter", () => {
    assert.deepEqual(findCitations('SECTION 1. Section 36-27, Hawaii Revised Statutes, is amended: except as provided in section 302A-1310, section 201B-8, and section 88-109.').map((c) => c.canonical), [
      'Haw. Rev. Stat. § 36-27', 'Haw. Rev. Stat. § 302A-1310', 'Haw. Rev. Stat. § 201B-8', 'Haw. Rev. Stat. § 88-109',
    ]);
    assert.deepEqual(findCitations('Tenn. Code Ann. § 29-26-121. Under section 20-1-119, the').map((c) => c.canonical), ['Tenn. Code Ann. § 29-26-121', 'Tenn. Code Ann. § 20-1-119']);
    // Not set off otherwise, not after another name, not a contract's dotted number.
    assert.deepEqual(findCitations('Tenn. Code Ann. § 29-26-121. Under section 20-1, the Code of Ethics section 5-1-1; Fla. Stat. § 768.72. As defined in Section 2.1 herein').map((c) => c.canonical), [
      'Tenn. Code Ann. § 29-26-121', 'Fla. Stat. § 768.72',
    ]);
  });

  it("a section word's dotted number, a chapter and a section of three digits as the state's section before it, is of that state's code whatever its chapter", () => {
    assert.deepEqual(findCitations('assault in violation of Section 565.050 RSMo 1994, armed criminal action in violation of Section 571.015, and Section 569.120').map((c) => c.canonical), [
      'Mo. Rev. Stat. § 565.050', 'Mo. Rev. Stat. § 571.015', 'Mo. Rev. Stat. § 569.120',
    ]);
    // (Not in a state with several codes of that shape: Texas's subject codes.)
    assert.deepEqual(findCitations('Tex. Civ. Prac. & Rem. Code § 101.021. Under Section 552.101, information is confidential.').map((c) => c.canonical), [
      'Tex. Civ. Prac. & Rem. Code Ann. § 101.021',
    ]);
    // (Not a contract's `Section 12.01`, nor a number written otherwise.)
    assert.deepEqual(findCitations('Tex. Gov\'t Code § 418.012. Section 12.01 of the contract, Section 4.1015 and Section 418.016').map((c) => c.canonical), [
      'Tex. Gov\'t Code Ann. § 418.012', 'Tex. Gov\'t Code Ann. § 418.016',
    ]);
  });


  it("a section word's number is of a California code cited just before it whatever its first number: its codes number sections straight through", () => {
    assert.deepEqual(findCitations('The claims statute (Government Code, section 810 et seq.) required a claim within six months, as sections 945.4 and 911.2 provide; the board denied an application under section 946.6.').map((c) => c.canonical), [
      "Cal. Gov't Code § 810", "Cal. Gov't Code § 945.4", "Cal. Gov't Code § 911.2", "Cal. Gov't Code § 946.6",
    ]);
    // Only numbers of the shape the code's sections have (not a year, not an act's `section 2`), not after another name, not
    // across another law's name, not far from the citation; not New York's laws, whose sign-less shape a contract's has too.
    assert.deepEqual(findCitations('Cal. Gov. Code § 810. The section 1983 claim fails, as does section 2 of the Act and the Code of Ethics section 945.4.').map((c) => c.canonical), [
      "Cal. Gov't Code § 810",
    ]);
    assert.deepEqual(findCitations(`Cal. Gov't Code § 12940. The Commissioner's regulations require the steps in section 416.920(a)(4). Gov. Code § 810. ${'The court said so. '.repeat(55)}Then section 945.4 applies.`).map((c) => c.canonical), [
      "Cal. Gov't Code § 12940", "Cal. Gov't Code § 810",
    ]);
    assert.deepEqual(findCitations('N.Y. Penal Law § 125.25. Under the contract, section 12.01 governs; N.Y. Gen. Bus. Law § 349. The lease requires, in section 5.2, notice.').map((c) => c.canonical), [
      'N.Y. Penal Law § 125.25', 'N.Y. Gen. Bus. Law § 349',
    ]);
  });

  it('a section word after a citation of the Internal Revenue Code, near it, is any of its sections: it numbers them straight through', () => {
    assert.deepEqual(findCitations('Count Three alleges evasion, a violation of 26 U.S.C. § 7201. Count Four charges another violation of section 7206(1); I.R.C. § 401(a)(9) reaches plans described in section 408(a) or section 457(b).').map((c) => c.canonical), [
      '26 U.S.C. § 7201', '26 U.S.C. § 7206', '26 U.S.C. § 401', '26 U.S.C. § 408', '26 U.S.C. § 457',
    ]);
    // Not a number of one digit, another law's or another text's section, one in a quotation, nor one far away.
    assert.deepEqual(findCitations('I.R.C. § 401. Under the Agreement, section 12 governs; section 2 of the plan; Section 1304 of D.C. Law 14-307 provided: “Sec. 8153. Applicability.”').map((c) => c.canonical), [
      '26 U.S.C. § 401',
    ]);
    assert.deepEqual(findCitations(`26 U.S.C. § 7201. ${'The court said so. '.repeat(22)}Then section 7206 applies.`).map((c) => c.canonical), ['26 U.S.C. § 7201']);
    // (Read from the Code's full citation: a code's own text cross-refers to it, then to itself, `of this title`.)
    assert.equal(findCitations('Copyright not capital asset, see section 1221 of Title 26, Internal Revenue Code. Ownership by Government, see section 105 of this title. Sec. 202 Ownership').filter((c) => c.section === '202').length, 0);
  });
  it('a bare § of a number in a state chapter just cited as a whole is a section of that chapter', () => {
    assert.deepEqual(findCitations('Texas Insurance Code Chapter 542 covers: Misrepresent coverage (§ 542.003). Fail (§ 542.004). Other § 12.5').map((c) => [c.text, c.canonical]), [
      ['Texas Insurance Code Chapter 542', 'Tex. Ins. Code Ann. ch. 542'],
      ['§ 542.003', 'Tex. Ins. Code Ann. § 542.003'],
      ['§ 542.004', 'Tex. Ins. Code Ann. § 542.004'],
    ]);
    // A chapter read with its title gives its sections' first two parts (`27-40-`); its short name in parentheses before a comma.
    assert.deepEqual(findCitations('under the South Carolina Code of Laws, Title 27, Chapter 40, specifically § 27-40-410 to § 27-40-510.').map((c) => c.canonical), [
      'S.C. Code Ann. tit. 27, ch. 40', 'S.C. Code Ann. § 27-40-410', 'S.C. Code Ann. § 27-40-510',
    ]);
    assert.deepEqual(findCitations('under the Oregon Revised Statutes (ORS), Chapter 90, particularly in Sections 90.300 and 90.302.').map((c) => c.canonical), [
      'Or. Rev. Stat. ch. 90', 'Or. Rev. Stat. § 90.300', 'Or. Rev. Stat. § 90.302',
    ]);
    // A code cited in full stays the antecedent of a sign whose number is not of the chapter.
    assert.deepEqual(findCitations('42 U.S.C. § 1983. Texas Insurance Code Chapter 542; see § 1988 and § 542.003').map((c) => c.canonical), [
      '42 U.S.C. § 1983', 'Tex. Ins. Code Ann. ch. 542', '42 U.S.C. § 1988',
    ]);
  });

  it('a short form that names its title is of the code numbered by title that a state named just before it has, or of the last code cited', () => {
    assert.deepEqual(findCitations('A Maine landlord owed rent gives seven days\' notice under Title 14, § 6002(1), before suing').map((c) => [c.text, c.canonical, c.kind]), [
      ['Title 14, § 6002(1)', 'Me. Stat. tit. 14, § 6002', 'short'],
    ]);
    assert.deepEqual(canonicals("Pennsylvania's periods: personal injury, two years, Tit. 42§5524(1); defamation, one year, Tit. 42§5523(1)"), [
      '42 Pa. Cons. Stat. § 5524', '42 Pa. Cons. Stat. § 5523',
    ]);
    assert.deepEqual(canonicals('Okla. Stat. tit. 51, § 152. See title 69 section 1703 and Title 4, Section 42.1.'), [
      'Okla. Stat. tit. 51, § 152', 'Okla. Stat. tit. 69, § 1703', 'Okla. Stat. tit. 4, § 42.1',
    ]);
    assert.deepEqual(canonicals('(Del. Code Ann. title 10, § 4013(c), and title 10, § 8124.)'), ['Del. Code Ann. tit. 10, § 4013', 'Del. Code Ann. tit. 10, § 8124']);
    assert.deepEqual(canonicals('the marrying age Maine law sets in Title 19-A, Section 652.'), ['Me. Stat. tit. 19-A, § 652']);
    assert.deepEqual(canonicals('42 U.S.C. § 1983; Title 28, § 1331; § 1343.'), ['42 U.S.C. § 1983', '28 U.S.C. § 1331', '28 U.S.C. § 1343']);
    // The code named after it, title first: `Title 14, § 6002 of the Maine Revised Statutes`.
    assert.deepEqual(canonicals('Title 14, § 6002(1) of the Maine Revised Statutes'), ['Me. Stat. tit. 14, § 6002']);
    // Nothing else: no code or state named, a state whose code is not numbered by title, a code that is not, a title the code lacks.
    assert.deepEqual(canonicals('Title 28, § 1331 alone.'), []);
    assert.deepEqual(canonicals('Under Texas law, Title 14, § 6002 applies.'), []);
    assert.deepEqual(canonicals('Fla. Stat. § 768.28. Title 14, § 6002 applies.'), ['Fla. Stat. § 768.28']);
    assert.deepEqual(canonicals('42 U.S.C. § 1983. Title 99, § 5 applies.'), ['42 U.S.C. § 1983']);
    // A state named as a party or a place names no law; one whose code lacks the title, or whose code is not numbered by
    // title, leaves the code cited; where both could be meant, neither is read.
    assert.deepEqual(canonicals('The company, a Delaware corporation, relied on Title 11, § 362. Pennsylvania Avenue; Title 28, § 1331.'), []);
    assert.deepEqual(canonicals('Acme, a Delaware L.L.C., invoked Title 11, § 362; 1600 Pennsylvania Ave. NW. Title 28, § 1331'), []);
    assert.deepEqual(canonicals('See 42 U.S.C. § 1983. Plaintiff, from Maine, relies on Title 42, § 1981.'), ['42 U.S.C. § 1983', '42 U.S.C. § 1981']);
    assert.deepEqual(canonicals('42 U.S.C. § 1983. A Texas plaintiff invoked Title 28, § 1331 and § 1343.'), ['42 U.S.C. § 1983', '28 U.S.C. § 1331', '28 U.S.C. § 1343']);
    // (A state named after the last citation is the one meant.)
    assert.deepEqual(canonicals('42 U.S.C. § 1983. Under Maine law, Title 14, § 6002 applies.'), ['42 U.S.C. § 1983', 'Me. Stat. tit. 14, § 6002']);
    // An act's, a session law's or an agreement's title is none of a code's.
    assert.deepEqual(canonicals('42 U.S.C. § 12101. The Americans with Disabilities Act of 1990, title 1, § 101, defines'), ['42 U.S.C. § 12101']);
    assert.deepEqual(canonicals('11 Del. C. § 4214. 67 Del. Laws, title 2, § 3; the Collective Bargaining Agreement, Title 3, § 2'), ['Del. Code Ann. tit. 11, § 4214']);
    // Without a code numbered by title, read as it would be without its title.
    assert.deepEqual(canonicals('A.R.S. § 13-1203. Title 13, section 13-1204 provides'), ['Ariz. Rev. Stat. Ann. § 13-1203', 'Ariz. Rev. Stat. Ann. § 13-1204']);
    // A federal court's district names no state's law: `the Eastern District of Pennsylvania`.
    assert.deepEqual(canonicals('28 U.S.C. § 1391. In the Eastern District of Pennsylvania, Title 28, § 1404 governs.'), ['28 U.S.C. § 1391', '28 U.S.C. § 1404']);
  });

  it("a short form that names its article is of Maryland's old code, whose chapters are articles; one that names its chapter is not", () => {
    assert.deepEqual(findCitations('The sentence rested on Maryland Code (1957, 1976 Repl. Vol.), Art. 27, § 643B(c), and the count on Art. 27, § 286(a); '
      + 'the sign law was Art. 19, § 112, of the Baltimore City Code.').map((c) => [c.text, c.canonical, c.kind]), [
      ['Maryland Code (1957, 1976 Repl. Vol.), Art. 27, § 643B(c)', 'Md. Ann. Code art. 27, § 643B', 'full'],
      ['Art. 27, § 286(a)', 'Md. Ann. Code art. 27, § 286', 'short'],
    ]);
    // (Not after another name or with one named after it; not a chapter's label.)
    assert.deepEqual(canonicals('Md. Code art. 27, § 5. The Maryland Constitution, Art. 3, § 40, and c. 93A, § 11 cite nothing of it.'), ['Md. Ann. Code art. 27, § 5']);
    assert.deepEqual(canonicals('Md. Code art. 27, § 5. Art. 1, § 8 of the U.S. Constitution; Art. 9, § 9-315 of the UCC; Art. 2, § 3 of the Agreement.'), ['Md. Ann. Code art. 27, § 5']);
    assert.deepEqual(canonicals('G.L. c. 93A, § 9, and art. 5, § 3 of the lease.'), ['Mass. Gen. Laws ch. 93A, § 9']);
    // (An article's number before a section word is no short form of it: the word's section is read.)
    assert.deepEqual(canonicals('Community property is split (New Mexico Statutes Annotated, Article 4, Sections 40-3-8 and 40-4-7).'), [
      'N.M. Stat. Ann. § 40-3-8', 'N.M. Stat. Ann. § 40-4-7',
    ]);
  });

  it("short forms of Kansas's and Nebraska's numbers with a comma; `Code §` after another capitalised word is some other code's", () => {
    assert.deepEqual(findCitations('Nebraska Revised Statute 60-6,196. punished as provided in sections 60-6,197.02 to 60-6,197.08.').map((c) => c.canonical), [
      'Neb. Rev. Stat. § 60-6,196', 'Neb. Rev. Stat. § 60-6,197.02', 'Neb. Rev. Stat. § 60-6,197.08',
    ]);
    assert.deepEqual(findCitations('K.S.A. 79-32,117. See § 79-32,118 and section 79-32,119; 42 U.S.C. § 1983. See §§ 12-3,456').map((c) => c.canonical), [
      'Kan. Stat. Ann. § 79-32,117', 'Kan. Stat. Ann. § 79-32,118', 'Kan. Stat. Ann. § 79-32,119', '42 U.S.C. § 1983',
    ]);
    // The web may put a space after the comma (after an article of one or two digits): one section still, never a list.
    assert.deepEqual(findCitations('Neb. Rev. Stat. Ann. § 25-21, 243(1) (2019). A suit under § 25-21, 242(1); NE Code § 25-21, 241 to 25-21, 246; K.S.A. 60-513, 240 days.').map((c) => c.canonical), [
      'Neb. Rev. Stat. § 25-21,243', 'Neb. Rev. Stat. § 25-21,242', 'Neb. Rev. Stat. § 25-21,241', 'Neb. Rev. Stat. § 25-21,246', 'Kan. Stat. Ann. § 60-513',
    ]);
    // (Not before a count's word: `60-60, 180 days`.)
    assert.deepEqual(findCitations('Under K.S.A. 60-60, 180 days\' notice is due.').map((c) => c.canonical), ['Kan. Stat. Ann. § 60-60']);
    // (Not before a capital: an act's sections, then the Statutes at Large.)
    assert.deepEqual(findCitations('Fair Sentencing Act of 2010, Pub. L. 111-220, §§ 2-3, 124 Stat. 2372').map((c) => c.canonical), ['Pub. L. No. 111-220', '124 Stat. 2372']);
    assert.deepEqual(findCitations('Vehicle and Traffic Law § 1142 (b); the Administrative Code § 19-190 (a) and (b) counts').map((c) => c.canonical), ['N.Y. Veh. & Traf. Law § 1142']);
    assert.deepEqual(findCitations('D.C. Code § 22-404. As Code § 22-404.01 provides').map((c) => c.canonical), ['D.C. Code § 22-404', 'D.C. Code § 22-404.01']);
    assert.deepEqual(findCitations('D.C. Code § 22-404. Municipal Code § 22-405. Administrative Code § 19-190 (a)').map((c) => c.canonical), ['D.C. Code § 22-404']);
    assert.deepEqual(findCitations('42 U.S.C. § 1983. Plaintiff [1] § 1985').map((c) => c.canonical), ['42 U.S.C. § 1983', '42 U.S.C. § 1985']);
    assert.deepEqual(findCitations('D.C. Code § 22-404. See Code § 22-404.01 and The Code § 22-405').map((c) => c.canonical), [
      'D.C. Code § 22-404', 'D.C. Code § 22-404.01', 'D.C. Code § 22-405',
    ]);
  });

  it('with no code cited before it, a section of the shape of the code of the state named last before it in prose is that code\'s', () => {
    assert.deepEqual(canonicals('For purposes of definition under South Carolina law, a violent crime includes the offenses of: murder (Section 16-3-10); attempted murder (Section 16-3-29)'), [
      'S.C. Code Ann. § 16-3-10', 'S.C. Code Ann. § 16-3-29',
    ]);
    // Only numbers of the code's shape, each of them: such a section is no antecedent of a bare sign after it.
    assert.deepEqual(canonicals('Under Ohio law, § 4.2 is no section and § 2744.02 is; Florida courts hold that § 768.28 applies, and § 5 too.'), [
      'Ohio Rev. Code Ann. § 2744.02', 'Fla. Stat. § 768.28',
    ]);
    // Or its law or statutes named before it, in lower case.
    assert.deepEqual(canonicals('The statutes of limitations in Montana: personal injury, 3 yrs., §27-2-204(1); libel, 2 yrs., §27-2-204(3)'), [
      'Mont. Code Ann. § 27-2-204', 'Mont. Code Ann. § 27-2-204',
    ]);
    // Only a state named as a lawgiver (its law, code, legislature or courts), and not across another law's or text's name.
    assert.deepEqual(canonicals('Plaintiff lives in Wisconsin. The ALJ applied the sequential evaluation (§ 404.1520(c)).'), []);
    // (Nor a lawyer's practice, zip codes, or its session laws in lower case.)
    assert.deepEqual(canonicals('Plaintiff practiced law in Ohio for years; the ALJ applied (§ 404.1520(c)). The zip codes in Florida were listed; see § 404.1520. The laws of Minnesota 1998, chapter 367, amended § 609.035.'), []);
    // (An agency or court named for administrative law is no other law: `the Division of Administrative Hearings`.)
    assert.deepEqual(canonicals('Under Florida law, the Division of Administrative Hearings hears challenges under § 120.57.'), ['Fla. Stat. § 120.57']);
    // (Nor its session laws: `Laws of Minnesota 1998`.)
    assert.deepEqual(canonicals('Laws of Minnesota 1998, chapter 367, amended § 609.035; the tax on farms in Minnesota is set by § 273.13.'), []);
    assert.deepEqual(canonicals('Under Oregon law, as under the Model Penal Code, § 210.2; under Kansas law, the City ordinance, § 50-11'), []);
    // Not a state with several codes, nor one named after the section, nor one named long before.
    assert.deepEqual(canonicals('In Texas, § 61.053 applies. Under § 768.28, the Florida Department decides.'), []);
    assert.deepEqual(canonicals(`Under Florida law, ${'the court said so. '.repeat(60)}Then § 768.28 applies.`), []);
  });

  it("a bare § of a Treasury regulation's number is the regulation's, alone or after the U.S. Code", () => {
    assert.deepEqual(canonicals('§1.401(a)(9)-5 Required minimum distributions. 26 U.S.C. § 401(a)(9). See § 1.401(a)(9)-6. Under § 402(b); § 1.83-3'), [
      '26 C.F.R. § 1.401(a)(9)-5', '26 U.S.C. § 401', '26 C.F.R. § 1.401(a)(9)-6', '26 U.S.C. § 402', '26 C.F.R. § 1.83-3',
    ]);
    assert.deepEqual(canonicals('Va. Code § 53.1-1. § 53.1-2'), ['Va. Code Ann. § 53.1-1', 'Va. Code Ann. § 53.1-2']);
    // (Virginia's titles with a period have one digit after it.)
    assert.deepEqual(canonicals('Va. Code § 25.1-100. § 25.1-101'), ['Va. Code Ann. § 25.1-100', 'Va. Code Ann. § 25.1-101']);
  });

  it('a bare § followed by "of this Agreement" is not a statute', () => {
    assert.deepEqual(summary('42 U.S.C. § 1983. Under § 12 of this Agreement ...').map((r) => r[0]), ['42 U.S.C. § 1983']);
  });
});

describe('citations: lists and ranges', () => {
  it('each listed section is its own citation with its own span', () => {
    const text = 'See 42 U.S.C. §§ 1981, 1982, and 1983.';
    const found = findCitations(text);
    assert.deepEqual(found.map((c) => [c.text, c.canonical]), [
      ['42 U.S.C. §§ 1981', '42 U.S.C. § 1981'],
      ['1982', '42 U.S.C. § 1982'],
      ['1983', '42 U.S.C. § 1983'],
    ]);
    for (const c of found) assert.equal(text.slice(c.start, c.end), c.text);
    assert.ok(found.every((c) => c.kind === 'full' && c.range === undefined));
  });

  it('"and", "or", "&" and semicolons inside §§ join lists', () => {
    assert.deepEqual(summary('28 U.S.C. §§ 2201 and 2202').map((r) => r[1]), ['28 U.S.C. § 2201', '28 U.S.C. § 2202']);
    assert.deepEqual(summary('26 U.S.C. §§ 7203 & 7201').map((r) => r[1]), ['26 U.S.C. § 7203', '26 U.S.C. § 7201']);
    assert.deepEqual(summary('42 U.S.C. §§ 262(a)(2)(B); 262(h)').map((r) => [r[1], r[2]]), [['42 U.S.C. § 262', '(a)(2)(B)'], ['42 U.S.C. § 262', '(h)']]);
    assert.deepEqual(summary('42 U.S.C. § 1983 and § 1985(3)').map((r) => r[0]), ['42 U.S.C. § 1983', '§ 1985(3)']);
  });

  it('after one sign, a number with its subsection run into it follows one so written as a listed section; a bare number does not', () => {
    assert.deepEqual(findCitations('this Court failed to comply with 11 Del. C. § 4214(a) and 4215(b) when it declared').map((c) => c.canonical), [
      'Del. Code Ann. tit. 11, § 4214', 'Del. Code Ann. tit. 11, § 4215',
    ]);
    assert.deepEqual(findCitations('Issued under the authority provided by 49 U.S.C. 106(f) and 44701(a) in Washington').map((c) => c.canonical), ['49 U.S.C. § 106', '49 U.S.C. § 44701']);
    assert.deepEqual(findCitations('42 U.S.C. § 1983(a) and 12 months later; 42 U.S.C. § 1985 and 12(b) motions').map((c) => c.canonical), ['42 U.S.C. § 1983', '42 U.S.C. § 1985']);
    // (A rule of procedure's number is shorter: `§ 1915(e)(2)(B) and 12(b)(6)`.)
    assert.deepEqual(findCitations('dismissed under 28 U.S.C. § 1915(e)(2)(B) and 12(b)(6) for failure; § 1915(e)(2)(B) and 12(b)(6).').map((c) => c.canonical), [
      '28 U.S.C. § 1915', '28 U.S.C. § 1915',
    ]);
  });

  it('a list stops where the next citation starts', () => {
    assert.deepEqual(summary('42 U.S.C. § 1983, 28 U.S.C. § 1331; 42 U.S.C. § 1988 and 28 U.S.C. § 1343').map((r) => r[0]), [
      '42 U.S.C. § 1983', '28 U.S.C. § 1331', '42 U.S.C. § 1988', '28 U.S.C. § 1343',
    ]);
    assert.deepEqual(summary('sentenced under 18 U.S.C. § 924(c), 120 months').map((r) => r[0]), ['18 U.S.C. § 924(c)']);
  });

  it('a pinpoint-only item repeats the previous section at the same depth', () => {
    assert.deepEqual(summary('21 U.S.C. §§ 360c(f)(1)(A)(ii), 360e(b), (i)').map((r) => [r[0], r[1], r[2]]), [
      ['21 U.S.C. §§ 360c(f)(1)(A)(ii)', '21 U.S.C. § 360c', '(f)(1)(A)(ii)'],
      ['360e(b)', '21 U.S.C. § 360e', '(b)'],
      ['(i)', '21 U.S.C. § 360e', '(i)'],
    ]);
    assert.deepEqual(summary('38 U.S.C. §101(21)(B), (C).').map((r) => r[2]), ['(21)(B)', '(21)(C)']);
  });

  it('a range yields its two endpoints, marked from and to', () => {
    for (const text of ['42 U.S.C. §§ 3601–3619', '42 U.S.C. §§ 3601-3619', '42 U.S.C. §§ 3601 through 3619', '42 U.S.C. §§ 3601 to 3619', '42 U.S.C. §§ 3601--3619']) {
      const found = findCitations(text);
      assert.deepEqual(found.map((c) => [c.canonical, c.range]), [['42 U.S.C. § 3601', 'from'], ['42 U.S.C. § 3619', 'to']], text);
      assert.equal(found[1].text, '3619');
    }
  });

  it("two numbers of a title and its section joined by a hyphen are a range: Louisiana's `42:11-42:28`", () => {
    assert.deepEqual(findCitations('The open meetings law, La. R.S. 42:11-42:28, was formerly R.S. 42:4.1-42:13; N.J.S.A. 2A:14-1 is one section.').map((c) => [c.text, c.canonical, c.range ?? null]), [
      ['La. R.S. 42:11', 'La. Stat. Ann. § 42:11', 'from'], ['42:28', 'La. Stat. Ann. § 42:28', 'to'],
      ['R.S. 42:4.1', 'La. Stat. Ann. § 42:4.1', 'from'], ['42:13', 'La. Stat. Ann. § 42:13', 'to'],
      ['N.J.S.A. 2A:14-1', 'N.J. Stat. Ann. § 2A:14-1', null],
    ]);
  });

  it('an abbreviated range end borrows the leading digits: 5313-17 is 5313 through 5317', () => {
    assert.deepEqual(summary('31 U.S.C. 5313-17').map((r) => [r[0], r[1]]), [['31 U.S.C. 5313', '31 U.S.C. § 5313'], ['17', '31 U.S.C. § 5317']]);
  });

  it('an end with a leading zero is a range only where it abbreviates: 101-04 is 101 through 104, 2-04 one section', () => {
    assert.deepEqual(summary('29 U.S.C. § 101-04').map((r) => r[1]), ['29 U.S.C. § 101', '29 U.S.C. § 104']);
    assert.deepEqual(summary('29 U.S.C. § 2-04').map((r) => r[1]), ['29 U.S.C. § 2-04']);
    // The end `4` of `§§ 2-01–4` is 2-04, and 2-04 written out is found as itself (a counterexample of the long property run).
    const end = findCitations('29 U.S.C. §§ 2-01–4')[1];
    assert.equal(end.canonical, '29 U.S.C. § 2-04');
    assert.deepEqual(findCitations(end.canonical).map((c) => c.canonical), ['29 U.S.C. § 2-04']);
  });

  it('a range with a capitalised word run into its end is read as the range is without it', () => {
    for (const [text, ends] of [
      ['42 U.S.C. § 1983-1988Code', ['42 U.S.C. § 1983', '42 U.S.C. § 1988']],
      ['Fla. Stat. §§ 768.72-768.73Code', ['Fla. Stat. § 768.72', 'Fla. Stat. § 768.73']],
      ['Va. Code Ann. § 8.8.01-22Code', ['Va. Code Ann. § 8.8.01', 'Va. Code Ann. § 8.8.22']],
    ] as const) {
      const found = findCitations(text);
      assert.deepEqual(found.map((c) => c.canonical), ends, text);
      // (A counterexample of the long property run: each canonical form is its own.)
      for (const c of found) assert.equal(canonicalize(c.canonical), c.canonical, text);
    }
  });

  it('a range end is never widened into a number that alone would read as a range', () => {
    // `21` after `2-01` would be 2-21, which written alone is 2 through 21 (a counterexample of the long property run).
    const found = findCitations('29 U.S.C. §§ 2-01–21');
    assert.deepEqual(found.map((c) => c.canonical), ['29 U.S.C. § 2-01', '29 U.S.C. § 21']);
    for (const c of found) assert.deepEqual(findCitations(c.canonical).map((again) => again.canonical), [c.canonical]);
    // Nor is an item that writes only a last part (`.01-29` after 8.018.01 would be 8.018.01-29, read alone as 8.018.01 through .29).
    const abbreviated = findCitations('Wash. Rev. Code § 19.86.020 See § 8.018.01-.01-29 ');
    assert.deepEqual(abbreviated.map((c) => c.canonical), ['Wash. Rev. Code § 19.86.020', 'Wash. Rev. Code § 8.018.01']);
    assert.deepEqual(summary('RCW 4.24.500-.525').map((r) => r[1]), ['Wash. Rev. Code § 4.24.500', 'Wash. Rev. Code § 4.24.525']);
  });

  it("a short form's number that its code's full citations read as a range is that range", () => {
    // One section `2601-2654` would not read back as itself (a counterexample of the long property run).
    const found = findCitations('N.Y. Gen. Bus. Law § 349; see §§ 2601-2654');
    assert.deepEqual(found.map((c) => c.canonical), ['N.Y. Gen. Bus. Law § 349', 'N.Y. Gen. Bus. Law § 2601', 'N.Y. Gen. Bus. Law § 2654']);
    for (const c of found) assert.equal(canonicalize(c.canonical), c.canonical);
    // (`29 U.S.C.` run into `cf.` is not read, and the second sign of its pair is no short form of New York's alone.)
    assert.deepEqual(findCitations('N.Y. Gen. Bus. Law § 349 cf.29 U.S.C. §§ 2601-2654').map((c) => c.canonical), ['N.Y. Gen. Bus. Law § 349']);
  });

  it("an Illinois act's slash joins act and section, never old and new numbers", () => {
    assert.deepEqual(summary('815 ILCS 5.05/1026.43').map((r) => r[1]), ['815 Ill. Comp. Stat. 5.05/1026.43']);
    // The short form after it takes the act, and its canonical form reads back whole (a counterexample of the long property run).
    const short = findCitations('815 ILCS 5.05/2 &sect;1026.43')[1];
    assert.equal(short.canonical, '815 Ill. Comp. Stat. 5.05/1026.43');
    assert.equal(canonicalize(short.canonical), short.canonical);
    assert.deepEqual(summary('RCW 42.17.251/42.56.030').map((r) => r[1]), ['Wash. Rev. Code § 42.17.251', 'Wash. Rev. Code § 42.56.030']);
  });

  it("a bare sign right after a session law is a section of that act, not the code's short form", () => {
    // As the U.S. Code's source credits write them: `Pub. L. 112–29, §§ 20(j), 21(a)`, `68 Stat. 117, ch. 218, §§ 1301`.
    assert.deepEqual(summary('35 U.S.C. § 20; Pub. L. 112–29, §§ 20(j), 21(a), 25, Sept. 16, 2011; 68 Stat. 117, ch. 218, title XIII, §§ 1301, 1302.').map((r) => r[1]), [
      '35 U.S.C. § 20', 'Pub. L. No. 112-29', '68 Stat. 117',
    ]);
    // After a sentence or a semicolon, or where the sections are said to be the code's, the sign is the code's again.
    assert.deepEqual(summary('See 42 U.S.C. § 1983; Pub. L. No. 111-148. § 1985 applies; Pub. L. 107–273, amending sections 134 and 141 of this title.').map((r) => r[1]), [
      '42 U.S.C. § 1983', 'Pub. L. No. 111-148', '42 U.S.C. § 1985', 'Pub. L. No. 107-273', '42 U.S.C. § 134', '42 U.S.C. § 141',
    ]);
  });

  it("a section in parts heading a page that cites it in full just after is that citation's, and a U.S.C. section in parts repeated is the one cited", () => {
    assert.deepEqual(summary('§ 33-6-401. Detention without warrant. Universal Citation: TN Code § 33-6-401 (2021)').map((r) => [r[1], r[3]]), [
      ['Tenn. Code Ann. § 33-6-401', 'short'], ['Tenn. Code Ann. § 33-6-401', 'full'],
    ]);
    // (Not a number without parts, a section the citation after it does not cite, nor one of an ambiguous citation.)
    for (const [text, only] of [['§ 12. Heading. Cal. Civ. Code § 12', 'Cal. Civ. Code § 12'], ['§ 33-6-401. Heading. TN Code § 33-6-402', 'Tenn. Code Ann. § 33-6-402'], ['§ 5-1-1. Heading. I.C. § 5-1-1', 'Idaho Code § 5-1-1']]) {
      assert.deepEqual(summary(text).map((r) => r[1]), [only], text);
    }
    assert.deepEqual(summary('Title 42, United States Code, section 300gg-91(b) defines it; under section 300gg-91 the plan, but not section 300gg-92.').map((r) => r[1]), [
      '42 U.S.C. § 300gg-91', '42 U.S.C. § 300gg-91',
    ]);
    // (So are the words a citation in parentheses follows, an Illinois act's section with the act's number: Illinois's courts
    // join an act's article and section with an en dash.)
    assert.deepEqual(summary('the discharge provisions in sections 1–109 and 2–104 of the Code (405 ILCS 5/1–109, 2–104 (West 2006)) apply').map((r) => [r[1], r[3]]), [
      ['405 Ill. Comp. Stat. 5/1-109', 'short'], ['405 Ill. Comp. Stat. 5/2-104', 'short'], ['405 Ill. Comp. Stat. 5/1-109', 'full'], ['405 Ill. Comp. Stat. 5/2-104', 'full'],
    ]);
    assert.deepEqual(summary('section 2–1401 of the Code of Civil Procedure (Code) (735 ILCS 5/2–1401 (West 2010)). Under section 2–1401 of the Code').map((r) => r[1]), [
      '735 Ill. Comp. Stat. 5/2-1401', '735 Ill. Comp. Stat. 5/2-1401', '735 Ill. Comp. Stat. 5/2-1401',
    ]);
    // A section in parts of a law named after it is the citation's in parentheses just after, where that cites it: as
    // Illinois's courts write an act's section, and a regulation's section before the C.F.R.'s.
    assert.deepEqual(summary('pursuant to section 122-2.1(a)(2) of the Post-Conviction Hearing Act (Act) (725 ILCS 5/122-2.1(a)(2) (West 1998)); § 6.13 of the Air Commerce Regulations of the Bureau of Customs (19 CFR 6.13)').map((r) => [r[1], r[3]]), [
      ['725 Ill. Comp. Stat. 5/122-2.1', 'short'], ['725 Ill. Comp. Stat. 5/122-2.1', 'full'], ['19 C.F.R. § 6.13', 'short'], ['19 C.F.R. § 6.13', 'full'],
    ]);
    // (Near another code of the state, a bare section is that code's unless set in parentheses of its own and numbered apart.)
    const declared = 'All further statutory references are to the Penal Code unless otherwise indicated. ';
    assert.deepEqual(summary(`${declared}(Code Civ. Proc., § 425.16.) Under section 425.17, subdivision (b); (Gov. Code, § 12940) and (§ 12941).`).map((r) => r[1]), [
      'Cal. Civ. Proc. Code § 425.16', 'Cal. Civ. Proc. Code § 425.17', "Cal. Gov't Code § 12940", "Cal. Gov't Code § 12941",
    ]);
    assert.deepEqual(summary(`${declared}Under federal law, section 922(g) prohibits possession. The Sexually Violent Predators Act provides that section 6604 controls.`), []);
    // (Also after a signal within the parentheses.)
    assert.deepEqual(summary('section 10-5(b)(1) of the Act (see 815 ILCS 505/10-5(b)(1) (West 2018))').map((r) => r[3]), ['short', 'full']);
    // An Illinois act's section named without its act's number, after a citation of the act: its act's.
    assert.deepEqual(summary('the remedies set out in 805 ILCS 5/12.56(a). A court may award those set forth in Section 12.56(b) and Section 12.57.').map((r) => r[1]), [
      '805 Ill. Comp. Stat. 5/12.56', '805 Ill. Comp. Stat. 5/12.56', '805 Ill. Comp. Stat. 5/12.57',
    ]);
    // A bare section of Louisiana's shape, title and colon, with no code before it, where Louisiana is the state named last;
    // not a one-digit section, another state's, nor a treatise's (after a comma, a parenthesis, an edition or `supra`).
    assert.deepEqual(summary('Deceptive trade practices in Louisiana: according to Section 51:1405, an unfair method is unlawful; remedies (§ 51:1420(A)); see § 9:5605(B).').map((r) => r[1]), [
      'La. Stat. Ann. § 51:1405', 'La. Stat. Ann. § 51:1420', 'La. Stat. Ann. § 9:5605',
    ]);
    assert.deepEqual(summary('In Louisiana: Section 2:1 of the bylaws; § 1:5; § 57:100; § 2C:35-10; Williston, supra, § 21:20; Handling a Case (West 2001), § 21:207; 3 Couch on Insurance 3d § 40:33.'), []);
    assert.deepEqual(summary('According to Section 51:1405, an unfair method. In New Hampshire, towns may adopt bylaws under section 31:39.'), []);
    assert.deepEqual(summary('He was born in Louisiana in 1960. Under the collective bargaining agreement § 12:34 he is owed pay. Meeting at Section 10:30 a.m. Under Louisiana law, Section 9:5605(B) applies.').map((r) => r[1]), [
      'La. Stat. Ann. § 9:5605',
    ]);
    assert.deepEqual(summary('Under Louisiana law, see Williston on Contracts, 4th ed., § 21:20; see Couch, § 40:33. The Unfair Trade Practices Act. According to Section 51:1405, it is unlawful.').map((r) => r[1]), [
      'La. Stat. Ann. § 51:1405',
    ]);
    // (An Illinois act's section of another article, set off otherwise, is no short form of it: a lease's `Section 4.3`.)
    assert.deepEqual(summary('735 ILCS 5/2-619 (West 2012). Section 4.3 required the tenant to pay rent; section 13-202 applies. 805 ILCS 5/12.56. Section 12.57 and section 14.30.').map((r) => r[1]), [
      '735 Ill. Comp. Stat. 5/2-619', '735 Ill. Comp. Stat. 5/13-202', '805 Ill. Comp. Stat. 5/12.56', '805 Ill. Comp. Stat. 5/12.57',
    ]);
    // A regulation's cross-references to sections of its part, quoted before the C.F.R. citation of its own section; not
    // another part's sections, nor where a citation of something else comes first.
    assert.deepEqual(summary('a complaint received under § 300.507 or § 300.532 must be heard, consistent with §§ 300.507 and 300.510. 34 C.F.R. § 300.511(a).').map((r) => r[1]), [
      '34 C.F.R. § 300.507', '34 C.F.R. § 300.532', '34 C.F.R. § 300.507', '34 C.F.R. § 300.510', '34 C.F.R. § 300.511',
    ]);
    assert.deepEqual(summary('under § 104.35 of the rules. 34 C.F.R. § 300.511(a).').map((r) => r[1]), ['34 C.F.R. § 300.511']);
    assert.deepEqual(summary('As provided in Section 1.2, comply with 17 C.F.R. § 1.3; Section 5.2. The Trustee shall comply with 29 C.F.R. § 5.5.').map((r) => r[1]), [
      '17 C.F.R. § 1.3', '29 C.F.R. § 5.5',
    ]);
    assert.deepEqual(summary('Section 1910.132 requires protective equipment. 29 C.F.R. § 1910.134.').map((r) => r[1]), ['29 C.F.R. § 1910.132', '29 C.F.R. § 1910.134']);
    assert.deepEqual(summary('Section 12.03 Indemnification. The Contractor shall comply with 48 C.F.R. § 12.301.').map((r) => r[1]), ['48 C.F.R. § 12.301']);
    assert.deepEqual(summary('Under § 12.5, see Minn. Stat. § 13.01 and 34 C.F.R. § 12.7.').map((r) => r[1]), ['Minn. Stat. § 13.01', '34 C.F.R. § 12.7']);
    // (Or in the next sentence's `See`; not another section there.)
    assert.deepEqual(summary('pursuant to section\n2001.038 of the Administrative Procedure Act (APA). See Tex. Gov’t Code § 2001.038.').map((r) => [r[1], r[3]]), [
      ["Tex. Gov't Code Ann. § 2001.038", 'short'], ["Tex. Gov't Code Ann. § 2001.038", 'full'],
    ]);
    assert.deepEqual(summary('under section 5.2 of the Agreement. See Tex. Bus. & Com. Code § 17.46. Section 4.1 of the Lease. Later, see Tex. Prop. Code § 4.1.').map((r) => r[1]), [
      'Tex. Bus. & Com. Code Ann. § 17.46', 'Tex. Prop. Code Ann. § 4.1',
    ]);
    // (A law whose name has such a word in it is no instrument: `the Illinois Mortgage Foreclosure Law`, `the Texas Trust Code`.)
    assert.deepEqual(summary('section 15-1504 of the Illinois Mortgage Foreclosure Law (735 ILCS 5/15-1504 (West 2012)); section 113.082 of the Texas Trust Code (Tex. Prop. Code Ann. § 113.082)').map((r) => r[3]), [
      'short', 'full', 'short', 'full',
    ]);
    assert.deepEqual(summary("Section 4.01 of Tenant's Lease requires notice. See Tex. Prop. Code § 4.01. Section 4.02 of the Amended and Restated Credit Agreement applies. See Tex. Prop. Code § 4.02.").map((r) => r[1]), [
      'Tex. Prop. Code Ann. § 4.01', 'Tex. Prop. Code Ann. § 4.02',
    ]);
    assert.deepEqual(summary('Section 4.01 of the Lease requires notice. See Tex. Prop. Code § 4.01. Under section 2001.038 of the Act. See Tex. Gov’t Code § 2001.038.').map((r) => r[1]), [
      'Tex. Prop. Code Ann. § 4.01', "Tex. Gov't Code Ann. § 2001.038", "Tex. Gov't Code Ann. § 2001.038",
    ]);
    // (Not another section, one without parts, where no citation follows, or one cited outside the parentheses.)
    assert.deepEqual(summary('Section 3.2 of the Lease (Exhibit B) requires notice; under Minn. Stat. § 3.2, not relevant.').map((r) => r[1]), ['Minn. Stat. § 3.2']);
    assert.deepEqual(summary('section 2-615 of the Code (735 ILCS 5/2-619); Section 10(b) of the Securities Exchange Act (15 U.S.C. § 78j(b)); section 4-101 of the Agreement (see Exhibit 2)').map((r) => r[1]), [
      '735 Ill. Comp. Stat. 5/2-619', '15 U.S.C. § 78j',
    ]);
    // (A range of a state's code after its name stays a range, and so does a short form's of a code numbered otherwise.)
    assert.deepEqual(summary('Cal. Civ. Code §§ 1–100').map((r) => r[1]), ['Cal. Civ. Code § 1', 'Cal. Civ. Code § 100']);
    // (Not a code numbered by title, whose sections may carry hyphens.)
    assert.deepEqual(summary('Okla. Stat. tit. 47, § 11-902. See § 11–902(A)(2).').map((r) => r[1]), ['Okla. Stat. tit. 47, § 11-902', 'Okla. Stat. tit. 47, § 11-902']);
    // (Texas numbers every section within its chapter, after a period: `Sections 10–150` are none of its Government Code's.)
    assert.deepEqual(summary('See Cal. Gov. Code § 12940. Under §§ 10–150, too. Tex. Gov\'t Code § 552.001. Sections 10–150 of the Code apply.').map((r) => r[1]), [
      "Cal. Gov't Code § 12940", "Cal. Gov't Code § 10", "Cal. Gov't Code § 150", "Tex. Gov't Code Ann. § 552.001",
    ]);
    // (Nor where a state's chapter was cited before the U.S.C. citation.)
    assert.deepEqual(summary('Tex. Lab. Code ch. 21. 42 U.S.C. § 2000e-5(f). Under section 2000e-5, the charge.').map((r) => r[1]), [
      'Tex. Lab. Code Ann. ch. 21', '42 U.S.C. § 2000e-5', '42 U.S.C. § 2000e-5',
    ]);
    // (A state's section after a U.S.C. citation is read as before: of the state's chapter or code cited.)
    assert.deepEqual(summary('Chapter 32, Human Resources Code, is amended. A provider under 42 U.S.C. Section 1396a(a) may apply. Section 32.024 applies.').map((r) => r[1]), [
      'Tex. Hum. Res. Code Ann. ch. 32', '42 U.S.C. § 1396a', 'Tex. Hum. Res. Code Ann. § 32.024',
    ]);
    assert.deepEqual(summary('The plaintiff relies on 42 U.S.C. § 1983. The limitation, § 8.01-243(A), applies; section 8.01-229 tolls it.').map((r) => r[1]), [
      '42 U.S.C. § 1983', 'Va. Code Ann. § 8.01-243', 'Va. Code Ann. § 8.01-229',
    ]);
  });

  it("a bare sign or section word is of the code the document declares its references to be of, as California's courts write", () => {
    assert.deepEqual(summary('1 All further statutory references are to the Penal Code unless otherwise indicated. He pleaded no contest to attempted murder (§§ 664, 187), with the enhancement (§ 12022.53, subd. (b)); see also section 1170.').map((r) => [r[0], r[1]]), [
      ['§§ 664', 'Cal. Penal Code § 664'], ['187', 'Cal. Penal Code § 187'], ['§ 12022.53, subd. (b)', 'Cal. Penal Code § 12022.53'], ['section 1170', 'Cal. Penal Code § 1170'],
    ]);
    // (Over another of that state's codes cited well before, not just before, nor over the U.S. Code; nothing after another
    // law named just before it, or where no code is declared.)
    const filler = 'The court then turned to the record of the hearing, which the parties had settled before the appeal. '.repeat(4);
    assert.deepEqual(summary(`Undesignated statutory references are to the Welfare and Institutions Code. See Fam. Code, § 3011. ${filler}Under section 300, and 42 U.S.C. § 671; § 672 applies.`).map((r) => r[1]), [
      'Cal. Fam. Code § 3011', 'Cal. Welf. & Inst. Code § 300', '42 U.S.C. § 671', '42 U.S.C. § 672',
    ]);
    assert.deepEqual(summary('All further statutory references are to the Vehicle Code. See Pen. Code, § 1203.4. Expungement under § 1203.4 is available.').map((r) => r[1]), [
      'Cal. Penal Code § 1203.4', 'Cal. Penal Code § 1203.4',
    ]);
    assert.deepEqual(summary('All further statutory references are to the Penal Code. Plaintiffs sued under 29 U.S.C. § 1132. Section 502(a) permits suit. Under Title VII, section 703, it is unlawful. Municipal Code section 41.18 prohibits it.').map((r) => r[1]), [
      '29 U.S.C. § 1132',
    ]);
    assert.deepEqual(summary('In this Texas appeal, all further statutory references are to the Penal Code. The jury found section 22.02(a)(2) applied.'), []);
    // (Right after another of its state's codes cited, as the courts write, and within an act's parentheses.)
    assert.deepEqual(summary('All further statutory references are to the Penal Code. He was convicted of driving under the influence (Veh. Code, § 23152, subd. (a)) and of assault (§ 245); committed under the Sexually Violent Predators Act (§ 6600 et seq.)').map((r) => r[1]), [
      'Cal. Veh. Code § 23152', 'Cal. Penal Code § 245', 'Cal. Penal Code § 6600',
    ]);
    assert.deepEqual(summary('All references are to the contract. § 5 applies; section 12.1 too.'), []);
  });

  it('`of such Code`, as federal statutes write it, is the code cited before', () => {
    assert.deepEqual(summary('under section 6103(d) of the Internal Revenue Code of 1986, as defined in section 6103(b)(4) of such Code; section 5 of such Act').map((r) => [r[1], r[3]]), [
      ['26 U.S.C. § 6103', 'full'], ['26 U.S.C. § 6103', 'short'],
    ]);
    // (Not `such Code of Ethics`, nor `such title` after an act's title.)
    assert.deepEqual(summary('Cal. Bus. & Prof. Code § 6068. Section 3 of such Code of Ethics requires candor. See 42 U.S.C. § 1395. Title XVIII of the Social Security Act governs. Section 1861(s) of such title defines services.').map((r) => r[1]), [
      'Cal. Bus. & Prof. Code § 6068', '42 U.S.C. § 1395',
    ]);
  });

  it('a hyphenated U.S.C. section is not a range', () => {
    assert.deepEqual(summary('42 U.S.C. § 2000e-2; 21 U.S.C. § 355-1').map((r) => r[1]), ['42 U.S.C. § 2000e-2', '21 U.S.C. § 355-1']);
  });

  it('bare ranges after a U.S.C. citation are split the same way', () => {
    assert.deepEqual(findCitations('42 U.S.C. § 1981. See §§ 1983-1988.').map((c) => [c.text, c.canonical, c.range ?? null]), [
      ['42 U.S.C. § 1981', '42 U.S.C. § 1981', null],
      ['§§ 1983', '42 U.S.C. § 1983', 'from'],
      ['1988', '42 U.S.C. § 1988', 'to'],
    ]);
  });

  it('huge lists are cut off but scanned linearly', () => {
    const text = `42 U.S.C. §§ ${Array.from({ length: 5000 }, (_, i) => i + 1).join(', ')}`;
    const found = findCitations(text);
    assert.equal(found.length, 200);
  });
});
