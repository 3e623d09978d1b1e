/**
 * The forms real briefs, opinions and statutes write, per state and D.C., beyond the Bluebook
 * form in stateFixtures.ts:
 *  - local: the state's own official or local abbreviations (`G.S. 15A-1340.16`, `42 P.S. § 8371`);
 *  - postfix: the code named after the section, or spelled out (`§ 893.80, Stats.`,
 *    `Section 5-219, Idaho Code`, `section 768.72 of the Florida Statutes`);
 *  - chapter: a whole chapter (or title, article, act) cited on its own (`G.L. c. 93A`, `chapter 19.86 RCW`,
 *    `Chapter 11 of Title 9 of the O.C.G.A.`, `CPLR article 78`), as each state's courts and statutes
 *    write it: [text, canonical, division, label] (label `chapter` unless given).
 * [as written, canonical, pinpoint] unless said otherwise.
 */
import type { DivisionLabel } from '../../../src/core/citations/types';
import type { StateFixture } from './stateFixtures';

export type ChapterFixture = [text: string, canonical: string, division: string, label?: DivisionLabel];

export interface StateFamilies {
  local: StateFixture[];
  postfix: StateFixture[];
  chapter: ChapterFixture[];
}

export const STATE_FAMILIES: Record<string, StateFamilies> = {
  al: {
    local: [['Code of Alabama 1975, § 6-5-410', 'Ala. Code § 6-5-410', null], ['Ala.Code § 12-21-45(a)', 'Ala. Code § 12-21-45', '(a)']],
    postfix: [['§ 6-5-410, Ala. Code 1975', 'Ala. Code § 6-5-410', null], ['section 13A-5-40 of the Code of Alabama', 'Ala. Code § 13A-5-40', null]],
    chapter: [['Chapter 5 of Title 6, Code of Alabama 1975', 'Ala. Code tit. 6, ch. 5', '5'], ['Title 6, Chapter 5, Ala. Code 1975', 'Ala. Code tit. 6, ch. 5', '5']],
  },
  ak: {
    local: [['AS 11.41.100(a)(1)', 'Alaska Stat. § 11.41.100', '(a)(1)']],
    postfix: [['§ 09.10.070, Alaska Stat.', 'Alaska Stat. § 09.10.070', null]],
    chapter: [['Alaska Stat. ch. 23.30', 'Alaska Stat. ch. 23.30', '23.30']],
  },
  az: {
    local: [['A.R.S. 13-1105', 'Ariz. Rev. Stat. Ann. § 13-1105', null], ['ARS § 12-821.01(A)', 'Ariz. Rev. Stat. Ann. § 12-821.01', '(A)']],
    postfix: [['§ 12-341.01, A.R.S.', 'Ariz. Rev. Stat. Ann. § 12-341.01', null]],
    chapter: [['A.R.S. Title 12, Chapter 7', 'Ariz. Rev. Stat. Ann. tit. 12, ch. 7', '7'], ['title 12, chapter 7, article 2, Arizona Revised Statutes', 'Ariz. Rev. Stat. Ann. tit. 12, ch. 7, art. 2', '2', 'article']],
  },
  ar: {
    local: [['A.C.A. 16-56-105', 'Ark. Code Ann. § 16-56-105', null], ['Ark. Code § 5-10-101', 'Ark. Code Ann. § 5-10-101', null]],
    postfix: [['section 16-56-105 of the Arkansas Code', 'Ark. Code Ann. § 16-56-105', null]],
    chapter: [['Arkansas Code Title 16, Chapter 56', 'Ark. Code Ann. tit. 16, ch. 56', '56'], ['Arkansas Code Title 4, Chapter 88, Subchapter 1', 'Ark. Code Ann. tit. 4, ch. 88, subch. 1', '1', 'subchapter']],
  },
  ca: {
    local: [['Code Civ. Proc., § 425.16, subd. (e)', 'Cal. Civ. Proc. Code § 425.16', '(e)'], ['Cal. Code Civ. Proc. § 340.5', 'Cal. Civ. Proc. Code § 340.5', null]],
    postfix: [['section 3294 of the Civil Code', 'Cal. Civ. Code § 3294', null]],
    chapter: [
      ['Division 3.6 (commencing with Section 810) of Title 1 of the Government Code', "Cal. Gov't Code tit. 1, div. 3.6", '3.6', 'division'],
      ['Chapter 3.5 (commencing with Section 11340) of Part 1 of Division 3 of Title 2 of the Government Code', "Cal. Gov't Code tit. 2, div. 3, pt. 1, ch. 3.5", '3.5'],
      // The canonical form reads back as itself.
      ["Cal. Gov't Code tit. 2, div. 3, pt. 1, ch. 3.5", "Cal. Gov't Code tit. 2, div. 3, pt. 1, ch. 3.5", '3.5'],
    ],
  },
  co: {
    local: [['C.R.S. 13-80-102(1)(a)', 'Colo. Rev. Stat. § 13-80-102', '(1)(a)'], ['CRS § 18-3-102', 'Colo. Rev. Stat. § 18-3-102', null]],
    postfix: [['§ 13-21-102, C.R.S.', 'Colo. Rev. Stat. § 13-21-102', null]],
    chapter: [['article 80 of title 13, C.R.S.', 'Colo. Rev. Stat. tit. 13, art. 80', '80', 'article'], ['part 1 of article 10 of title 24, C.R.S.', 'Colo. Rev. Stat. tit. 24, art. 10, pt. 1', '1', 'part']],
  },
  ct: {
    local: [['C.G.S. § 52-584', 'Conn. Gen. Stat. § 52-584', null], ['C.G.S.A. 52-577', 'Conn. Gen. Stat. § 52-577', null]],
    postfix: [['section 52-577 of the General Statutes', 'Conn. Gen. Stat. § 52-577', null]],
    chapter: [['chapter 815j of the General Statutes', 'Conn. Gen. Stat. ch. 815j', '815j'], ['Conn. Gen. Stat. ch. 925', 'Conn. Gen. Stat. ch. 925', '925']],
  },
  de: {
    local: [['10 Del. C. § 8106', 'Del. Code Ann. tit. 10, § 8106', null], ['Del. Code tit. 8, § 141(a)', 'Del. Code Ann. tit. 8, § 141', '(a)']],
    postfix: [['Section 102 of Title 8 of the Delaware Code', 'Del. Code Ann. tit. 8, § 102', null]],
    chapter: [['29 Del. C. ch. 100', 'Del. Code Ann. tit. 29, ch. 100', '100'], ['Del. Code Ann. tit. 29, ch. 100', 'Del. Code Ann. tit. 29, ch. 100', '100']],
  },
  dc: {
    local: [['D.C. Code Ann. § 16-2701', 'D.C. Code § 16-2701', null], ['DC Code § 47-2002', 'D.C. Code § 47-2002', null]],
    postfix: [['§ 22-404, D.C. Official Code', 'D.C. Code § 22-404', null], ['section 2-1402.11 of the D.C. Code', 'D.C. Code § 2-1402.11', null]],
    chapter: [
      ['Chapter 27 of Title 16 of the District of Columbia Official Code', 'D.C. Code tit. 16, ch. 27', '27'], ['D.C. Code tit. 16, ch. 27', 'D.C. Code tit. 16, ch. 27', '27'],
      ['D.C. Code ch. 22-4', 'D.C. Code ch. 22-4', '22-4'],
    ],
  },
  fl: {
    local: [['F.S. 83.56', 'Fla. Stat. § 83.56', null], ['Florida Statute 768.72', 'Fla. Stat. § 768.72', null], ['§ 95.11(3)(a), F.S.', 'Fla. Stat. § 95.11', '(3)(a)']],
    postfix: [['section 768.72 of the Florida Statutes', 'Fla. Stat. § 768.72', null], ['§ 768.79, Florida Statute', 'Fla. Stat. § 768.79', null]],
    chapter: [['Fla. Stat. ch. 768', 'Fla. Stat. ch. 768', '768'], ['chapter 120, Florida Statutes', 'Fla. Stat. ch. 120', '120']],
  },
  ga: {
    local: [['OCGA § 9-11-12(b)(6)', 'Ga. Code Ann. § 9-11-12', '(b)(6)'], ['O.C.G.A. 16-5-1', 'Ga. Code Ann. § 16-5-1', null]],
    postfix: [['§ 51-12-5.1, O.C.G.A.', 'Ga. Code Ann. § 51-12-5.1', null]],
    chapter: [['Chapter 11 of Title 9 of the Official Code of Georgia Annotated', 'Ga. Code Ann. tit. 9, ch. 11', '11'], ['O.C.G.A. Title 9, Chapter 11', 'Ga. Code Ann. tit. 9, ch. 11', '11']],
  },
  hi: {
    local: [['HRS 657-7', 'Haw. Rev. Stat. § 657-7', null], ['H.R.S. § 707-701.5', 'Haw. Rev. Stat. § 707-701.5', null]],
    postfix: [['§ 657-7, HRS', 'Haw. Rev. Stat. § 657-7', null]],
    chapter: [['HRS chapter 480', 'Haw. Rev. Stat. ch. 480', '480']],
  },
  id: {
    local: [['I.C. § 6-1601', 'Idaho Code § 6-1601', null], ['Idaho Code Ann. § 5-219(4)', 'Idaho Code § 5-219', '(4)']],
    postfix: [['Section 5-219, Idaho Code', 'Idaho Code § 5-219', null], ['section 6-1603 of the Idaho Code', 'Idaho Code § 6-1603', null]],
    chapter: [['chapter 16, title 6, Idaho Code', 'Idaho Code tit. 6, ch. 16', '16'], ['Title 6, Chapter 9, Idaho Code', 'Idaho Code tit. 6, ch. 9', '9']],
  },
  il: {
    local: [['735 ILCS Ann. 5/13-202', '735 Ill. Comp. Stat. 5/13-202', null], ['815 ILCS 505/2', '815 Ill. Comp. Stat. 505/2', null]],
    postfix: [['735 Ill. Comp. Stat. Ann. 5/2-619(a)(9)', '735 Ill. Comp. Stat. 5/2-619', '(a)(9)']],
    chapter: [['815 ILCS 505', '815 Ill. Comp. Stat. 505', '505', 'act'], ['735 ILCS 5/Art. II', '735 Ill. Comp. Stat. 5/art. II', 'II', 'article']],
  },
  in: {
    local: [['IC 34-20-2-1', 'Ind. Code § 34-20-2-1', null], ['Ind. Code Ann. § 35-42-1-1', 'Ind. Code § 35-42-1-1', null], ['I.C. § 35-42-1-1', 'Ind. Code § 35-42-1-1', null]],
    postfix: [['section 34-11-2-4 of the Indiana Code', 'Ind. Code § 34-11-2-4', null]],
    chapter: [['Ind. Code ch. 34-13-3', 'Ind. Code ch. 34-13-3', '34-13-3'], ['Indiana Code chapter 34-13-3', 'Ind. Code ch. 34-13-3', '34-13-3']],
  },
  ia: {
    local: [['I.C.A. 614.1', 'Iowa Code § 614.1', null], ['Iowa Code Ann. § 668.3', 'Iowa Code § 668.3', null]],
    postfix: [['§ 614.1(4), Iowa Code', 'Iowa Code § 614.1', '(4)']],
    chapter: [['Iowa Code ch. 216', 'Iowa Code ch. 216', '216']],
  },
  ks: {
    local: [['K.S.A. 60-19a02', 'Kan. Stat. Ann. § 60-19a02', null], ['K.S.A. 79-32,117', 'Kan. Stat. Ann. § 79-32,117', null], ['KSA 8-1567', 'Kan. Stat. Ann. § 8-1567', null]],
    postfix: [['§ 60-513, K.S.A.', 'Kan. Stat. Ann. § 60-513', null]],
    chapter: [['K.S.A. chapter 60', 'Kan. Stat. Ann. ch. 60', '60']],
  },
  ky: {
    local: [['KRS 413.140(1)(a)', 'Ky. Rev. Stat. Ann. § 413.140', '(1)(a)'], ['K.R.S. § 342.610', 'Ky. Rev. Stat. Ann. § 342.610', null]],
    postfix: [['§ 413.140, KRS', 'Ky. Rev. Stat. Ann. § 413.140', null]],
    chapter: [['KRS Chapter 342', 'Ky. Rev. Stat. Ann. ch. 342', '342']],
  },
  la: {
    local: [['La. R.S. 9:2800', 'La. Stat. Ann. § 9:2800', null], ['LSA-R.S. 23:1032', 'La. Stat. Ann. § 23:1032', null]],
    postfix: [['La. C.C. art. 2315', 'La. Civ. Code Ann. art. 2315', null]],
    chapter: [['Chapter 3 of Title 9 of the Louisiana Revised Statutes of 1950', 'La. Stat. Ann. tit. 9, ch. 3', '3'], ['Title 23 of the Louisiana Revised Statutes of 1950', 'La. Stat. Ann. tit. 23', '23', 'title']],
  },
  me: {
    local: [['14 M.R.S.A. § 752', 'Me. Stat. tit. 14, § 752', null], ['17-A M.R.S. § 201', 'Me. Stat. tit. 17-A, § 201', null]],
    postfix: [['Me. Rev. Stat. tit. 5, § 4572', 'Me. Stat. tit. 5, § 4572', null]],
    chapter: [['1 M.R.S. ch. 13', 'Me. Stat. tit. 1, ch. 13', '13']],
  },
  md: {
    local: [['Md. Code Ann., Cts. & Jud. Proc. § 5-101', 'Md. Code Ann., Cts. & Jud. Proc. § 5-101', null], ['Criminal Law Article, § 2-201', 'Md. Code Ann., Crim. Law § 2-201', null]],
    postfix: [['Maryland Code, Family Law § 9-101', 'Md. Code Ann., Fam. Law § 9-101', null]],
    chapter: [
      ['Title 3, Subtitle 2A of the Courts and Judicial Proceedings Article', 'Md. Code Ann., Cts. & Jud. Proc. tit. 3, subtit. 2A', '2A', 'subtitle'],
      ['Title 12 of the Commercial Law Article', 'Md. Code Ann., Com. Law tit. 12', '12', 'title'],
    ],
  },
  ma: {
    local: [['G.L. c. 93A, § 11', 'Mass. Gen. Laws ch. 93A, § 11', null], ['Mass. Ann. Laws ch. 93A, § 9', 'Mass. Gen. Laws ch. 93A, § 9', null], ['M.G.L. c. 151B, § 4(1)', 'Mass. Gen. Laws ch. 151B, § 4', '(1)']],
    postfix: [['ALM GL ch. 93A, § 2', 'Mass. Gen. Laws ch. 93A, § 2', null]],
    chapter: [['G.L. c. 93A', 'Mass. Gen. Laws ch. 93A', '93A'], ['Mass. Gen. Laws ch. 151B', 'Mass. Gen. Laws ch. 151B', '151B'], ['chapter 93A of the General Laws', 'Mass. Gen. Laws ch. 93A', '93A']],
  },
  mi: {
    local: [['Mich. Comp. Laws Serv. § 600.2912', 'Mich. Comp. Laws § 600.2912', null], ['MCLS § 500.3135', 'Mich. Comp. Laws § 500.3135', null], ['M.C.L.A. 600.5805', 'Mich. Comp. Laws § 600.5805', null]],
    postfix: [['§ 600.2912b, MCL', 'Mich. Comp. Laws § 600.2912b', null]],
    chapter: [['Mich. Comp. Laws ch. 750', 'Mich. Comp. Laws ch. 750', '750'], ['chapter 600 of the Michigan Compiled Laws', 'Mich. Comp. Laws ch. 600', '600']],
  },
  mn: {
    local: [['Minn. St. § 604.02', 'Minn. Stat. § 604.02', null], ['Minn. Stat. 541.05', 'Minn. Stat. § 541.05', null], ['M.S.A. § 609.185', 'Minn. Stat. § 609.185', null]],
    postfix: [['section 604.02 of the Minnesota Statutes', 'Minn. Stat. § 604.02', null]],
    chapter: [['Minn. Stat. ch. 363A', 'Minn. Stat. ch. 363A', '363A']],
  },
  ms: {
    local: [['Miss. Code § 15-1-49', 'Miss. Code Ann. § 15-1-49', null], ['Miss. Code Ann. 1972, § 11-46-11', 'Miss. Code Ann. § 11-46-11', null]],
    postfix: [['§ 15-1-49, Miss. Code Ann.', 'Miss. Code Ann. § 15-1-49', null]],
    chapter: [['Title 11, Chapter 46, Mississippi Code of 1972', 'Miss. Code Ann. tit. 11, ch. 46', '46'], ['Miss. Code Ann. tit. 11, ch. 46', 'Miss. Code Ann. tit. 11, ch. 46', '46']],
  },
  mo: {
    local: [['RSMo 516.120', 'Mo. Rev. Stat. § 516.120', null], ['R.S.Mo. § 537.080', 'Mo. Rev. Stat. § 537.080', null]],
    postfix: [['section 537.080, RSMo', 'Mo. Rev. Stat. § 537.080', null]],
    chapter: [['chapter 536, RSMo', 'Mo. Rev. Stat. ch. 536', '536']],
  },
  mt: {
    local: [['MCA 27-2-204', 'Mont. Code Ann. § 27-2-204', null]],
    postfix: [['§ 27-2-204, MCA', 'Mont. Code Ann. § 27-2-204', null]],
    chapter: [['Title 39, chapter 71, MCA', 'Mont. Code Ann. tit. 39, ch. 71', '71'], ['Title 2, chapter 9, part 1, MCA', 'Mont. Code Ann. tit. 2, ch. 9, pt. 1', '1', 'part']],
  },
  ne: {
    local: [['R.R.S. 1943, § 25-207', 'Neb. Rev. Stat. § 25-207', null], ['Neb. Rev. St. § 25-222', 'Neb. Rev. Stat. § 25-222', null]],
    postfix: [['section 25-207, R.R.S. 1943', 'Neb. Rev. Stat. § 25-207', null]],
    chapter: [['Chapter 25, article 2, R.R.S. 1943', 'Neb. Rev. Stat. ch. 25, art. 2', '2', 'article'], ['Neb. Rev. Stat. ch. 25', 'Neb. Rev. Stat. ch. 25', '25']],
  },
  nv: {
    local: [['NRS 41.130', 'Nev. Rev. Stat. § 41.130', null], ['N.R.S. § 11.190', 'Nev. Rev. Stat. § 11.190', null]],
    postfix: [['§ 41.130, NRS', 'Nev. Rev. Stat. § 41.130', null]],
    chapter: [['NRS Chapter 41', 'Nev. Rev. Stat. ch. 41', '41']],
  },
  nh: {
    local: [['RSA 507:7-e', 'N.H. Rev. Stat. Ann. § 507:7-e', null], ['RSA 358-A:2', 'N.H. Rev. Stat. Ann. § 358-A:2', null]],
    postfix: [['§ 508:4, RSA', 'N.H. Rev. Stat. Ann. § 508:4', null]],
    chapter: [['RSA chapter 358-A', 'N.H. Rev. Stat. Ann. ch. 358-A', '358-A'], ['RSA ch. 541-A', 'N.H. Rev. Stat. Ann. ch. 541-A', '541-A']],
  },
  nj: {
    local: [['N.J.S.A. 59:8-8', 'N.J. Stat. Ann. § 59:8-8', null], ['N. J. S. A. 2A:14-2', 'N.J. Stat. Ann. § 2A:14-2', null], ['N.J.S. 2C:11-3', 'N.J. Stat. Ann. § 2C:11-3', null]],
    postfix: [['§ 59:8-8, N.J.S.A.', 'N.J. Stat. Ann. § 59:8-8', null]],
    chapter: [['chapter 35 of Title 2C of the New Jersey Statutes', 'N.J. Stat. Ann. tit. 2C, ch. 35', '35'], ['Title 59 of the New Jersey Statutes', 'N.J. Stat. Ann. tit. 59', '59', 'title']],
  },
  nm: {
    local: [['NMSA 1978, § 41-4-4', 'N.M. Stat. Ann. § 41-4-4', null], ['NMSA 30-1-1', 'N.M. Stat. Ann. § 30-1-1', null]],
    postfix: [['Section 37-1-8, NMSA 1978', 'N.M. Stat. Ann. § 37-1-8', null]],
    chapter: [['Chapter 41, Article 4 NMSA 1978', 'N.M. Stat. Ann. ch. 41, art. 4', '4', 'article']],
  },
  ny: {
    local: [['CPLR 3211(a)(7)', 'N.Y. C.P.L.R. 3211', '(a)(7)'], ['RPAPL 749', 'N.Y. Real Prop. Acts. Law § 749', null], ['Penal Law § 125.25', 'N.Y. Penal Law § 125.25', null], ['LLCL § 701', 'N.Y. Ltd. Liab. Co. Law § 701', null], ['GBL 349', 'N.Y. Gen. Bus. Law § 349', null]],
    postfix: [['section 349 of the General Business Law', 'N.Y. Gen. Bus. Law § 349', null]],
    chapter: [
      ['CPLR article 78', 'N.Y. C.P.L.R. art. 78', '78', 'article'], ['article 78 of the CPLR', 'N.Y. C.P.L.R. art. 78', '78', 'article'],
      ['Executive Law article 15', 'N.Y. Exec. Law art. 15', '15', 'article'],
    ],
  },
  nc: {
    local: [['G.S. 15A-1340.16', 'N.C. Gen. Stat. § 15A-1340.16', null], ['N.C.G.S. 1-52(16)', 'N.C. Gen. Stat. § 1-52', '(16)'], ['G.S. § 14-17', 'N.C. Gen. Stat. § 14-17', null]],
    postfix: [['§ 1A-1, G.S.', 'N.C. Gen. Stat. § 1A-1', null]],
    chapter: [['N.C. Gen. Stat. ch. 15A', 'N.C. Gen. Stat. ch. 15A', '15A']],
  },
  nd: {
    local: [['N.D.C.C. § 28-01-16', 'N.D. Cent. Code § 28-01-16', null], ['NDCC 12.1-32-01', 'N.D. Cent. Code § 12.1-32-01', null]],
    postfix: [['§ 28-01-16, N.D.C.C.', 'N.D. Cent. Code § 28-01-16', null]],
    chapter: [['N.D.C.C. ch. 32-12.1', 'N.D. Cent. Code ch. 32-12.1', '32-12.1']],
  },
  oh: {
    local: [['R.C. 2744.02', 'Ohio Rev. Code Ann. § 2744.02', null], ['O.R.C. § 2305.10', 'Ohio Rev. Code Ann. § 2305.10', null]],
    postfix: [['§ 2744.02, R.C.', 'Ohio Rev. Code Ann. § 2744.02', null], ['section 2305.10 of the Ohio Revised Code', 'Ohio Rev. Code Ann. § 2305.10', null]],
    chapter: [['R.C. Chapter 2744', 'Ohio Rev. Code Ann. ch. 2744', '2744']],
  },
  ok: {
    local: [['21 O.S.2011, § 701.7', 'Okla. Stat. tit. 21, § 701.7', null], ['Okla. St. tit. 12, § 95', 'Okla. Stat. tit. 12, § 95', null]],
    postfix: [['12 Okla. Stat. § 95(A)(3)', 'Okla. Stat. tit. 12, § 95', '(A)(3)']],
    chapter: [['Title 85A of the Oklahoma Statutes', 'Okla. Stat. tit. 85A', '85A', 'title'], ['Okla. Stat. tit. 12', 'Okla. Stat. tit. 12', '12', 'title']],
  },
  or: {
    local: [['ORS 30.020', 'Or. Rev. Stat. § 30.020', null], ['O.R.S. § 12.110', 'Or. Rev. Stat. § 12.110', null]],
    postfix: [['§ 12.110, ORS', 'Or. Rev. Stat. § 12.110', null]],
    chapter: [['ORS chapter 659A', 'Or. Rev. Stat. ch. 659A', '659A']],
  },
  pa: {
    local: [['42 P.S. § 8371', 'Pa. Stat. Ann. tit. 42, § 8371', null], ['18 Pa.C.S. § 2502', '18 Pa. Cons. Stat. § 2502', null], ['43 Pa. Stat. Ann. § 951', 'Pa. Stat. Ann. tit. 43, § 951', null]],
    postfix: [['42 Pa.C.S.A. § 5524(2)', '42 Pa. Cons. Stat. § 5524', '(2)']],
    chapter: [['42 Pa.C.S. ch. 85', '42 Pa. Cons. Stat. ch. 85', '85'], ['23 Pa.C.S. Chapter 53', '23 Pa. Cons. Stat. ch. 53', '53']],
  },
  ri: {
    local: [['R.I.G.L. § 9-1-14', 'R.I. Gen. Laws § 9-1-14', null], ['R.I. Gen. Laws 1956, § 11-23-1', 'R.I. Gen. Laws § 11-23-1', null]],
    postfix: [['§ 9-1-14, R.I. Gen. Laws', 'R.I. Gen. Laws § 9-1-14', null]],
    chapter: [['G.L. 1956 chapter 28-5', 'R.I. Gen. Laws ch. 28-5', '28-5']],
  },
  sc: {
    local: [['S.C. Code § 15-3-530', 'S.C. Code Ann. § 15-3-530', null], ['S.C. Code Ann. 1976, § 15-78-60', 'S.C. Code Ann. § 15-78-60', null]],
    postfix: [['section 15-3-530 of the South Carolina Code', 'S.C. Code Ann. § 15-3-530', null]],
    chapter: [['Chapter 78 of Title 15 of the South Carolina Code', 'S.C. Code Ann. tit. 15, ch. 78', '78'], ['S.C. Code Ann. tit. 15, ch. 78', 'S.C. Code Ann. tit. 15, ch. 78', '78']],
  },
  sd: {
    local: [['SDCL 15-2-14.1', 'S.D. Codified Laws § 15-2-14.1', null], ['SDCL § 22-16-4', 'S.D. Codified Laws § 22-16-4', null]],
    postfix: [['§ 15-2-14, SDCL', 'S.D. Codified Laws § 15-2-14', null]],
    chapter: [['SDCL ch. 15-6', 'S.D. Codified Laws ch. 15-6', '15-6'], ['SDCL chapter 21-3', 'S.D. Codified Laws ch. 21-3', '21-3']],
  },
  tn: {
    local: [['T.C.A. § 29-26-121', 'Tenn. Code Ann. § 29-26-121', null], ['TCA 28-3-104', 'Tenn. Code Ann. § 28-3-104', null]],
    postfix: [['§ 28-3-104, T.C.A.', 'Tenn. Code Ann. § 28-3-104', null]],
    chapter: [['Tennessee Code Annotated, Title 29, Chapter 26', 'Tenn. Code Ann. tit. 29, ch. 26', '26'], ['Tennessee Code Annotated, Title 29, Chapter 26, Part 1', 'Tenn. Code Ann. tit. 29, ch. 26, pt. 1', '1', 'part']],
  },
  tx: {
    local: [['Tex. Rev. Civ. Stat. Ann. art. 4495b', 'Tex. Rev. Civ. Stat. Ann. art. 4495b', null], ['Tex. Civ. Prac. & Rem. Code § 74.351', 'Tex. Civ. Prac. & Rem. Code Ann. § 74.351', null]],
    postfix: [['Texas Family Code § 153.002', 'Tex. Fam. Code Ann. § 153.002', null]],
    chapter: [['Tex. Civ. Prac. & Rem. Code ch. 74', 'Tex. Civ. Prac. & Rem. Code Ann. ch. 74', '74'], ['Chapter 552 of the Texas Government Code', "Tex. Gov't Code Ann. ch. 552", '552']],
  },
  ut: {
    local: [['Utah Code § 78B-2-307', 'Utah Code Ann. § 78B-2-307', null], ['U.C.A. 1953, § 76-5-203', 'Utah Code Ann. § 76-5-203', null]],
    postfix: [['§ 78B-2-307, Utah Code Ann.', 'Utah Code Ann. § 78B-2-307', null]],
    chapter: [['Utah Code Title 63G, Chapter 7', 'Utah Code Ann. tit. 63G, ch. 7', '7'], ['Title 63G, Chapter 7, Utah Code', 'Utah Code Ann. tit. 63G, ch. 7', '7']],
  },
  vt: {
    local: [['12 V.S.A. § 512(4)', 'Vt. Stat. Ann. tit. 12, § 512', '(4)'], ['13 VSA § 2301', 'Vt. Stat. Ann. tit. 13, § 2301', null]],
    postfix: [['Vt. Stat. Ann. tit. 9, § 2453', 'Vt. Stat. Ann. tit. 9, § 2453', null]],
    chapter: [['1 V.S.A. ch. 5', 'Vt. Stat. Ann. tit. 1, ch. 5', '5']],
  },
  va: {
    local: [['Va. Code § 8.01-243', 'Va. Code Ann. § 8.01-243', null], ['VA Code § 18.2-32', 'Va. Code Ann. § 18.2-32', null]],
    postfix: [['§ 8.01-243, Code of Virginia', 'Va. Code Ann. § 8.01-243', null], ['section 18.2-32 of the Code of Virginia', 'Va. Code Ann. § 18.2-32', null]],
    chapter: [['Chapter 3 of Title 8.01 of the Code of Virginia', 'Va. Code Ann. tit. 8.01, ch. 3', '3'], ['Va. Code tit. 8.01, ch. 3', 'Va. Code Ann. tit. 8.01, ch. 3', '3']],
  },
  wa: {
    local: [['RCW 4.16.080', 'Wash. Rev. Code § 4.16.080', null], ['R.C.W. 26.09.191', 'Wash. Rev. Code § 26.09.191', null]],
    postfix: [['§ 4.16.080, RCW', 'Wash. Rev. Code § 4.16.080', null]],
    chapter: [['chapter 19.86 RCW', 'Wash. Rev. Code ch. 19.86', '19.86'], ['RCW chapter 4.92', 'Wash. Rev. Code ch. 4.92', '4.92']],
  },
  wv: {
    local: [['W.Va. Code § 55-2-12', 'W. Va. Code § 55-2-12', null], ['WV Code § 55-7-6', 'W. Va. Code § 55-7-6', null]],
    postfix: [['§ 55-2-12, W. Va. Code', 'W. Va. Code § 55-2-12', null]],
    chapter: [['chapter 55 of the West Virginia Code', 'W. Va. Code ch. 55', '55']],
  },
  wi: {
    local: [['Wis. Stat. § 893.80', 'Wis. Stat. § 893.80', null], ['Wis. Stat. 893.54', 'Wis. Stat. § 893.54', null]],
    postfix: [['§ 893.80, Stats.', 'Wis. Stat. § 893.80', null], ['sec. 893.54, Stats.', 'Wis. Stat. § 893.54', null]],
    chapter: [['Wis. Stat. ch. 893', 'Wis. Stat. ch. 893', '893']],
  },
  wy: {
    local: [['W.S. § 1-3-105', 'Wyo. Stat. Ann. § 1-3-105', null], ['Wyo. Stat. § 1-39-113', 'Wyo. Stat. Ann. § 1-39-113', null]],
    postfix: [['§ 1-3-105, W.S.', 'Wyo. Stat. Ann. § 1-3-105', null]],
    chapter: [['Title 1, Chapter 39 of the Wyoming Statutes', 'Wyo. Stat. Ann. tit. 1, ch. 39', '39'], ['Wyo. Stat. Ann. tit. 1, ch. 39', 'Wyo. Stat. Ann. tit. 1, ch. 39', '39']],
  },
};
