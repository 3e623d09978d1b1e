/** Which body of law a citation points into; session laws (Pub. L., Stat.) have none. */
export type CorpusType = 'USC' | 'CFR' | 'STATE';

/** full: a complete citation; short: a bare `§ 2000e-3(a)` resolved against an earlier one; id: `Id. § 2615`. */
export type CitationKind = 'full' | 'short' | 'id';

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
}
