import type { SectionDoc } from './render';

export type CorpusType = 'USC' | 'CFR' | 'STATE';

/** A level of the statutory hierarchy above a section. */
export type HierType = 'title' | 'subtitle' | 'part' | 'subpart' | 'chapter' | 'subchapter' | 'article' | 'division';

export interface HierNode {
  type: HierType;
  /** `17`, `1`, `A`, `II` — as numbered in the code. */
  num: string;
  /** Heading, in display case. */
  name: string;
}

/** actStatus values the service answers with. */
export type ActStatus =
  | 'in_force'
  | 'repealed'
  | 'renumbered'
  | 'transferred'
  | 'expired'
  | 'reserved'
  | 'omitted'
  | 'not_funded'
  | 'not_yet_effective';

/** One section as one source file prints it. */
export interface ParsedSection {
  sectionNum: string;
  /** Title → … → innermost container (the section itself is not included). */
  hierarchy: HierNode[];
  heading: string;
  status: ActStatus;
  renumberedTo: string | null;
  transferredTo: string | null;
  doc: SectionDoc;
  sourceCredit: string | null;
  /** Dates of the enacting and amending laws named in the credit/history, ascending. */
  creditDates: string[];
  /** The credit says the section was added (`(Added Pub. L. …`), so it did not exist before the first date. */
  creditSaysAdded: boolean;
}

/**
 * One imported source file: a dated edition of a title (or part of one), or of a single section
 * (the D.C. § 47-2002 history files).
 */
export interface ParsedEdition {
  corpus: CorpusType;
  /** `federal` or a lowercase state code. */
  state: string;
  title: string;
  titleName: string;
  /** Human label: `Online@113-31`, `eCFR (amended through 2022-12-29)`, `D.C. Code build 2024-10-20`. */
  label: string;
  /** The date this text became current; "as of" resolves to the newest edition at or before a date. */
  date: string;
  /** Through when the edition is stated to be current (often the same as `date`). */
  currentThrough: string;
  /** title: the whole title; volume: some parts of a title; section: one section only. */
  scope: 'title' | 'volume' | 'section';
  /** Path relative to the data directory (or absolute, for files published at run time). */
  file: string;
  sections: ParsedSection[];
}
