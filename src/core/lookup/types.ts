import type { SectionRecord } from '../api/models';
import type { Citation } from '../citations/types';

/** What the service says about one citation. */
export interface CitationInfo {
  canonical: string;
  resolved: boolean;
  section: SectionRecord | null;
  /** Pinpoint the service parsed from the citation, if any. */
  subsection: string | null;
  fetchedAt: number;
}

export type CitationQuery = Pick<Citation, 'canonical' | 'corpusType' | 'state'>;

/** Resolved, but the record lacks the heading or hierarchy a hover shows: metadata is still owed. */
export interface PartialInfo extends CitationInfo {
  needsMetadata: true;
  /** The cache key of the query it answers. */
  queryKey: string;
}
