/**
 * Which body of law a citation points into: the U.S. Code, the C.F.R., a state code, or a session
 * law (`PL`: a public law, `Pub. L. No. 111-148`; `STAT`: a Statutes at Large page, `124 Stat. 119`).
 */
export type CorpusType = 'USC' | 'CFR' | 'STATE' | 'PL' | 'STAT';

/**
 * full: a complete section citation; short: a bare `§ 2000e-3(a)` (or `Code § 22-404.01`) resolved
 * against an earlier one; id: `Id. § 2615`;
 * division: a citation of a whole chapter or title (`G.L. c. 93A`, `chapter 19.86 RCW`): `section`
 * is null and `division` holds the chapter, never an invented section number;
 * ambiguous: an abbreviation that names two codes (`I.C. § 5-219`: Idaho or Indiana) that the
 * document could not decide; `candidates` lists each reading, `state` is null.
 */
export type CitationKind = 'full' | 'short' | 'id' | 'division' | 'ambiguous';

/** What a code calls one level of its divisions (Illinois's acts are one: `815 ILCS 505`). */
export type DivisionLabel = 'title' | 'subtitle' | 'division' | 'part' | 'chapter' | 'subchapter' | 'article' | 'act';

/** One level of a division citation: `Chapter 11` of `Chapter 11 of Title 9`. */
export interface DivisionStep {
  label: DivisionLabel;
  number: string;
}

/** One reading of an ambiguous citation. */
export interface CitationCandidate {
  canonical: string;
  state: string;
  code: string;
}

export interface Citation {
  /** UTF-16 offsets into the scanned text, end exclusive (what VS Code positions use). */
  start: number;
  end: number;
  /** The text as written, exactly `text.slice(start, end)`. */
  text: string;
  /** Section-level citation in Bluebook form: `42 U.S.C. § 1983`, `40 C.F.R. § 122.26`, `Cal. Civ. Code § 3294`. */
  canonical: string;
  /** Pinpoint below the section, e.g. `(a)(1)(B)`, or null. */
  pinpoint: string | null;
  corpusType: CorpusType | null;
  /** Lowercase two-letter code for STATE citations (`ca`, `dc`), otherwise null. */
  state: string | null;
  kind: CitationKind;
  /** Title (USC/CFR), or the state code's title/chapter where it has one, or the volume of a `Stat.` citation; null otherwise. */
  title: string | null;
  /** The section (or CFR part for `pt.` citations, or Pub. L. number), as canonicalised. */
  section: string | null;
  /** Canonical name of the code cited (`U.S.C.`, `C.F.R.`, `Cal. Civ. Code`, `Pub. L.`, `Stat.`). */
  code?: string;
  /**
   * Set on the two endpoints of a range (`§§ 3601–3619`): `from` on the first, `to` on the last.
   * Each endpoint is its own Citation with its own span; the sections between are not listed.
   */
  range?: 'from' | 'to';
  /** True when the citation is followed by `et seq.` (included in the span). */
  etSeq?: boolean;
  /**
   * On the `from` endpoint of a range whose members can be counted out (`§§ 1001a–1001c`,
   * `§§ 3–5`): the canonical form of every section in it, endpoints included, in order.
   */
  members?: string[];
  /** For division citations: the chapter (or title, article, act) cited, e.g. `93A`, `19.86`; the innermost level named. */
  division?: string;
  /** For division citations: what the division is called in the code (`chapter`, `title`, `article`). */
  divisionLabel?: DivisionLabel;
  /**
   * For division citations: every level named, outermost first (`Chapter 11 of Title 9 of the O.C.G.A.`:
   * title 9, chapter 11); the last is `division`.
   */
  divisionPath?: DivisionStep[];
  /** For ambiguous citations: every code the abbreviation may name, in the order they are most likely. */
  candidates?: CitationCandidate[];
}
