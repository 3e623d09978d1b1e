/**
 * Real-world state citation forms, one or more per state and D.C.: the Bluebook (T1) form
 * and the local forms courts and practitioners write. [as written, canonical, pinpoint].
 */
export type StateFixture = [text: string, canonical: string, pinpoint: string | null];

export const STATE_FIXTURES: Record<string, StateFixture[]> = {
  al: [
    ['Ala. Code § 13A-5-40(a)(2)', 'Ala. Code § 13A-5-40', '(a)(2)'],
    ['Ala. Code 1975, § 6-5-410', 'Ala. Code § 6-5-410', null],
  ],
  ak: [
    ['Alaska Stat. § 11.41.100(a)(1)', 'Alaska Stat. § 11.41.100', '(a)(1)'],
    ['AS 09.10.070', 'Alaska Stat. § 09.10.070', null],
  ],
  az: [
    ['Ariz. Rev. Stat. Ann. § 13-1105', 'Ariz. Rev. Stat. Ann. § 13-1105', null],
    ['A.R.S. § 12-341.01(A)', 'Ariz. Rev. Stat. Ann. § 12-341.01', '(A)'],
  ],
  ar: [
    ['Ark. Code Ann. § 16-56-105', 'Ark. Code Ann. § 16-56-105', null],
    ['A.C.A. § 5-10-101', 'Ark. Code Ann. § 5-10-101', null],
  ],
  ca: [
    ['Cal. Civ. Code § 3294(a)', 'Cal. Civ. Code § 3294', '(a)'],
    ['Cal. Ins. Code § 790.03(h)', 'Cal. Ins. Code § 790.03', '(h)'],
    ['Cal. Bus. & Prof. Code § 17200', 'Cal. Bus. & Prof. Code § 17200', null],
    ['Cal. Civ. Proc. Code § 425.16', 'Cal. Civ. Proc. Code § 425.16', null],
    ['Code Civ. Proc., § 425.16, subd. (b)', 'Cal. Civ. Proc. Code § 425.16', '(b)'],
    ['(Civ. Code, § 1542.)', 'Cal. Civ. Code § 1542', null],
    ['Penal Code section 187', 'Cal. Penal Code § 187', null],
    ["Cal. Gov't Code § 12940(j)(1)", "Cal. Gov't Code § 12940", '(j)(1)'],
    ['Welf. & Inst. Code, § 300', 'Cal. Welf. & Inst. Code § 300', null],
  ],
  co: [
    ['Colo. Rev. Stat. § 13-80-102(1)(a)', 'Colo. Rev. Stat. § 13-80-102', '(1)(a)'],
    ['C.R.S. § 18-3-102', 'Colo. Rev. Stat. § 18-3-102', null],
  ],
  ct: [
    ['Conn. Gen. Stat. § 52-577', 'Conn. Gen. Stat. § 52-577', null],
    ['General Statutes § 53a-54a', 'Conn. Gen. Stat. § 53a-54a', null],
  ],
  de: [
    ['Del. Code Ann. tit. 8, § 102(b)(7)', 'Del. Code Ann. tit. 8, § 102', '(b)(7)'],
    ['8 Del. C. § 220', 'Del. Code Ann. tit. 8, § 220', null],
  ],
  dc: [
    ['D.C. Code § 47-2002', 'D.C. Code § 47-2002', null],
    ['D.C. Code Ann. § 22-2101', 'D.C. Code § 22-2101', null],
    ['D.C. Official Code § 2-1402.11(a)', 'D.C. Code § 2-1402.11', '(a)'],
  ],
  fl: [
    ['Fla. Stat. § 768.72(2)', 'Fla. Stat. § 768.72', '(2)'],
    ['§ 95.11(3)(a), Fla. Stat. (2023)', 'Fla. Stat. § 95.11', '(3)(a)'],
    ['section 768.72, Florida Statutes', 'Fla. Stat. § 768.72', null],
  ],
  ga: [
    ['Ga. Code Ann. § 16-5-1', 'Ga. Code Ann. § 16-5-1', null],
    ['O.C.G.A. § 9-11-12(b)(6)', 'Ga. Code Ann. § 9-11-12', '(b)(6)'],
  ],
  hi: [
    ['Haw. Rev. Stat. § 707-701', 'Haw. Rev. Stat. § 707-701', null],
    ['HRS § 657-7', 'Haw. Rev. Stat. § 657-7', null],
  ],
  id: [['Idaho Code § 5-219(4)', 'Idaho Code § 5-219', '(4)']],
  il: [
    ['735 Ill. Comp. Stat. 5/13-202', '735 Ill. Comp. Stat. 5/13-202', null],
    ['735 ILCS 5/2-1001', '735 Ill. Comp. Stat. 5/2-1001', null],
    ['720 ILCS 5/9-1(a)(1)', '720 Ill. Comp. Stat. 5/9-1', '(a)(1)'],
  ],
  in: [['Ind. Code § 34-11-2-4', 'Ind. Code § 34-11-2-4', null]],
  ia: [['Iowa Code § 614.1(2)', 'Iowa Code § 614.1', '(2)']],
  ks: [
    ['Kan. Stat. Ann. § 60-513(a)(4)', 'Kan. Stat. Ann. § 60-513', '(a)(4)'],
    ['K.S.A. 60-513', 'Kan. Stat. Ann. § 60-513', null],
    ['K.S.A. 2020 Supp. 21-5402', 'Kan. Stat. Ann. § 21-5402', null],
  ],
  ky: [
    ['Ky. Rev. Stat. Ann. § 413.140(1)(a)', 'Ky. Rev. Stat. Ann. § 413.140', '(1)(a)'],
    ['KRS 403.270', 'Ky. Rev. Stat. Ann. § 403.270', null],
  ],
  la: [
    ['La. Rev. Stat. Ann. § 14:30', 'La. Stat. Ann. § 14:30', null],
    ['La. R.S. 9:2800.6', 'La. Stat. Ann. § 9:2800.6', null],
    ['La. Civ. Code art. 2315', 'La. Civ. Code Ann. art. 2315', null],
    ['La. Code Civ. Proc. art. 966(A)(3)', 'La. Code Civ. Proc. Ann. art. 966', '(A)(3)'],
  ],
  me: [
    ['Me. Stat. tit. 17-A, § 201', 'Me. Stat. tit. 17-A, § 201', null],
    ['Me. Rev. Stat. Ann. tit. 14, § 752', 'Me. Stat. tit. 14, § 752', null],
    ['14 M.R.S. § 752', 'Me. Stat. tit. 14, § 752', null],
  ],
  md: [
    ['Md. Code Ann., Crim. Law § 2-201', 'Md. Code Ann., Crim. Law § 2-201', null],
    ['Md. Code Ann., Cts. & Jud. Proc. § 5-101', 'Md. Code Ann., Cts. & Jud. Proc. § 5-101', null],
    ['Md. Code, Fam. Law § 9-101', 'Md. Code Ann., Fam. Law § 9-101', null],
  ],
  ma: [
    ['Mass. Gen. Laws ch. 151B, § 4', 'Mass. Gen. Laws ch. 151B, § 4', null],
    ['G.L. c. 231, § 85', 'Mass. Gen. Laws ch. 231, § 85', null],
    ['M.G.L. c. 93A, § 2(a)', 'Mass. Gen. Laws ch. 93A, § 2', '(a)'],
  ],
  mi: [
    ['Mich. Comp. Laws § 600.2946(5)', 'Mich. Comp. Laws § 600.2946', '(5)'],
    ['MCL 750.81', 'Mich. Comp. Laws § 750.81', null],
    ['MCL 600.5805(2)', 'Mich. Comp. Laws § 600.5805', '(2)'],
  ],
  mn: [['Minn. Stat. § 609.185(a)(1)', 'Minn. Stat. § 609.185', '(a)(1)']],
  ms: [['Miss. Code Ann. § 15-1-49', 'Miss. Code Ann. § 15-1-49', null]],
  mo: [
    ['Mo. Rev. Stat. § 516.120', 'Mo. Rev. Stat. § 516.120', null],
    ['section 565.020, RSMo', 'Mo. Rev. Stat. § 565.020', null],
  ],
  mt: [
    ['Mont. Code Ann. § 27-2-204', 'Mont. Code Ann. § 27-2-204', null],
    ['Section 45-5-102, MCA', 'Mont. Code Ann. § 45-5-102', null],
  ],
  ne: [['Neb. Rev. Stat. § 25-207', 'Neb. Rev. Stat. § 25-207', null]],
  nv: [
    ['Nev. Rev. Stat. § 11.190(4)(e)', 'Nev. Rev. Stat. § 11.190', '(4)(e)'],
    ['NRS 200.010', 'Nev. Rev. Stat. § 200.010', null],
  ],
  nh: [
    ['N.H. Rev. Stat. Ann. § 508:4', 'N.H. Rev. Stat. Ann. § 508:4', null],
    ['RSA 630:1', 'N.H. Rev. Stat. Ann. § 630:1', null],
  ],
  nj: [
    ['N.J. Stat. Ann. § 2A:53A-7', 'N.J. Stat. Ann. § 2A:53A-7', null],
    ['N.J.S.A. 2C:43-6', 'N.J. Stat. Ann. § 2C:43-6', null],
  ],
  nm: [
    ['N.M. Stat. Ann. § 37-1-8', 'N.M. Stat. Ann. § 37-1-8', null],
    ['NMSA 1978, § 30-2-1', 'N.M. Stat. Ann. § 30-2-1', null],
  ],
  ny: [
    ['N.Y. Gen. Bus. Law § 349(h)', 'N.Y. Gen. Bus. Law § 349', '(h)'],
    ['N.Y. C.P.L.R. 3211(a)(7)', 'N.Y. C.P.L.R. 3211', '(a)(7)'],
    ['CPLR 214(5)', 'N.Y. C.P.L.R. 214', '(5)'],
    ['N.Y. Penal Law § 125.25', 'N.Y. Penal Law § 125.25', null],
    ['Labor Law § 240(1)', 'N.Y. Lab. Law § 240', '(1)'],
  ],
  nc: [
    ['N.C. Gen. Stat. § 1-52(16)', 'N.C. Gen. Stat. § 1-52', '(16)'],
    ['N.C.G.S. § 14-17', 'N.C. Gen. Stat. § 14-17', null],
  ],
  nd: [['N.D. Cent. Code § 28-01-16', 'N.D. Cent. Code § 28-01-16', null]],
  oh: [
    ['Ohio Rev. Code Ann. § 2305.10(A)', 'Ohio Rev. Code Ann. § 2305.10', '(A)'],
    ['R.C. 2901.01', 'Ohio Rev. Code Ann. § 2901.01', null],
  ],
  ok: [
    ['Okla. Stat. tit. 21, § 701.7', 'Okla. Stat. tit. 21, § 701.7', null],
    ['12 O.S. § 95(A)(3)', 'Okla. Stat. tit. 12, § 95', '(A)(3)'],
  ],
  or: [
    ['Or. Rev. Stat. § 12.110(1)', 'Or. Rev. Stat. § 12.110', '(1)'],
    ['ORS 107.105', 'Or. Rev. Stat. § 107.105', null],
  ],
  pa: [
    ['18 Pa. Cons. Stat. § 2502(a)', '18 Pa. Cons. Stat. § 2502', '(a)'],
    ['23 Pa.C.S. § 5328', '23 Pa. Cons. Stat. § 5328', null],
    ['42 Pa. C.S.A. § 5524', '42 Pa. Cons. Stat. § 5524', null],
  ],
  ri: [
    ['R.I. Gen. Laws § 9-1-14(b)', 'R.I. Gen. Laws § 9-1-14', '(b)'],
    ['G.L. 1956 § 11-23-1', 'R.I. Gen. Laws § 11-23-1', null],
  ],
  sc: [['S.C. Code Ann. § 15-3-530(5)', 'S.C. Code Ann. § 15-3-530', '(5)']],
  sd: [
    ['S.D. Codified Laws § 15-2-14', 'S.D. Codified Laws § 15-2-14', null],
    ['SDCL 22-16-4', 'S.D. Codified Laws § 22-16-4', null],
  ],
  tn: [
    ['Tenn. Code Ann. § 28-3-104(a)(1)', 'Tenn. Code Ann. § 28-3-104', '(a)(1)'],
    ['T.C.A. § 39-13-202', 'Tenn. Code Ann. § 39-13-202', null],
  ],
  tx: [
    ['Tex. Fam. Code Ann. § 153.002', 'Tex. Fam. Code Ann. § 153.002', null],
    ['Tex. Fam. Code § 153.002', 'Tex. Fam. Code Ann. § 153.002', null],
    ['Tex. Civ. Prac. & Rem. Code Ann. § 16.003(a)', 'Tex. Civ. Prac. & Rem. Code Ann. § 16.003', '(a)'],
    ['Tex. Penal Code § 19.02(b)(1)', 'Tex. Penal Code Ann. § 19.02', '(b)(1)'],
    ['Tex. Code Crim. Proc. Ann. art. 38.22', 'Tex. Code Crim. Proc. Ann. art. 38.22', null],
  ],
  ut: [['Utah Code Ann. § 78B-2-307', 'Utah Code Ann. § 78B-2-307', null]],
  vt: [
    ['Vt. Stat. Ann. tit. 13, § 2301', 'Vt. Stat. Ann. tit. 13, § 2301', null],
    ['12 V.S.A. § 512(4)', 'Vt. Stat. Ann. tit. 12, § 512', '(4)'],
  ],
  va: [
    ['Va. Code Ann. § 8.01-243(A)', 'Va. Code Ann. § 8.01-243', '(A)'],
    ['Code of Virginia § 18.2-32', 'Va. Code Ann. § 18.2-32', null],
  ],
  wa: [
    ['Wash. Rev. Code § 4.16.080(2)', 'Wash. Rev. Code § 4.16.080', '(2)'],
    ['RCW 26.09.191', 'Wash. Rev. Code § 26.09.191', null],
  ],
  wv: [['W. Va. Code § 55-2-12', 'W. Va. Code § 55-2-12', null]],
  wi: [['Wis. Stat. § 893.54(1m)', 'Wis. Stat. § 893.54', '(1m)']],
  wy: [['Wyo. Stat. Ann. § 1-3-105(a)(iv)(C)', 'Wyo. Stat. Ann. § 1-3-105', '(a)(iv)(C)']],
};
