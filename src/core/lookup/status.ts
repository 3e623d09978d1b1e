import type { SectionRecord } from '../api/models';

/** How much a status matters to a brief: one scale for hover icons, reader badges and diagnostics. */
export type StatusSeverity = 'ok' | 'information' | 'warning' | 'error';

export interface StatusWords {
  /** Short label, e.g. "Not yet effective". */
  label: string;
  /** Completes "17 U.S.C. § 116A …" in a finding, e.g. "has been renumbered". */
  phrase: string;
  /** A codicon name. */
  icon: string;
  severity: StatusSeverity;
}

/** The codicon of each severity. */
export const ICON_OF: Readonly<Record<StatusSeverity, string>> = { ok: 'pass', information: 'info', warning: 'warning', error: 'error' };

function words(label: string, phrase: string, severity: StatusSeverity = 'warning'): StatusWords {
  return { label, phrase, icon: ICON_OF[severity], severity };
}

/**
 * Every `actStatus` the live service sends (28 values). Anything other than in force is a warning:
 * the cited text may still be the right authority for past events, so it is never called an error.
 */
const ACT_STATUS: Record<string, StatusWords> = {
  in_force: words('In force', 'is in force', 'ok'),
  abolished: words('Abolished', 'has been abolished'),
  deleted: words('Deleted', 'has been deleted'),
  expired: words('Expired', 'has expired'),
  inactive: words('Inactive', 'is inactive'),
  non_precedential: words('Non precedential', 'is non-precedential'),
  not_funded: words('Not funded', 'is not funded'),
  not_yet_effective: words('Not yet effective', 'is not yet effective'),
  omitted: words('Omitted', 'has been omitted from the code'),
  proposed: words('Proposed', 'is only proposed'),
  recodified: words('Recodified', 'has been recodified'),
  recompiled: words('Recompiled', 'has been recompiled'),
  rejected: words('Rejected', 'has been rejected'),
  relocated: words('Relocated', 'has been relocated'),
  removed: words('Removed', 'has been removed'),
  renumbered: words('Renumbered', 'has been renumbered'),
  repealed: words('Repealed', 'has been repealed'),
  rescinded: words('Rescinded', 'has been rescinded'),
  reserved: words('Reserved', 'is reserved (no text in force)'),
  revoked: words('Revoked', 'has been revoked'),
  superseded: words('Superseded', 'has been superseded'),
  terminated: words('Terminated', 'has been terminated'),
  transferred: words('Transferred', 'has been transferred'),
  unconstitutional: words('Unconstitutional', 'has been held unconstitutional'),
  vacant: words('Vacant', 'is vacant (no text in force)'),
  vacated: words('Vacated', 'has been vacated'),
  vetoed: words('Vetoed', 'has been vetoed'),
  withdrawn: words('Withdrawn', 'has been withdrawn'),
};

/** The vocabulary's word for an `actStatus`; a missing status means in force, an unknown one is a warning. */
export function actStatusWords(status: string | null | undefined): StatusWords {
  const known = ACT_STATUS[status ?? 'in_force'];
  if (known) return known;
  const spaced = (status as string).replace(/_/g, ' ');
  return words(spaced.charAt(0).toUpperCase() + spaced.slice(1), `is not in force (${spaced})`);
}

/** The `actStatus` values the vocabulary names. */
export const ACT_STATUSES: readonly string[] = Object.keys(ACT_STATUS);

export type GoodLawStatus = 'good_law' | 'not_good_law' | 'not_operative' | 'unknown' | null;

const GOOD_LAW: Record<string, StatusWords> = {
  good_law: words('Good law', 'is good law', 'ok'),
  not_good_law: words('Not good law', 'is no longer good law'),
  not_operative: words('Not operative', 'is not operative'),
};

/** The service's derived verdict; `unknown`, null (checking off) and anything new read as unverified. */
export function goodLawWords(status: GoodLawStatus | string | undefined): StatusWords {
  return (status && GOOD_LAW[status]) || words('Unverified', 'has not been checked for good law', 'information');
}

const RANK: Record<StatusSeverity, number> = { ok: 0, information: 1, warning: 2, error: 3 };

export interface Standing {
  /** The worse of the two verdicts below. */
  severity: StatusSeverity;
  status: StatusWords;
  /** Set when the live service's good-law check is anything but `good_law`. */
  goodLaw?: StatusWords;
}

/** A section's standing from `actStatus` and, where the live service sends it, `goodLawStatus`: the worse wins. */
export function standingOf(section: Pick<SectionRecord, 'actStatus' | 'goodLawStatus'>): Standing {
  const status = actStatusWords(section.actStatus);
  if (section.goodLawStatus === undefined || section.goodLawStatus === 'good_law') return { severity: status.severity, status };
  const goodLaw = goodLawWords(section.goodLawStatus);
  return { severity: RANK[goodLaw.severity] > RANK[status.severity] ? goodLaw.severity : status.severity, status, goodLaw };
}

/** The status in words, e.g. "Renumbered → 17 U.S.C. § 108". */
export function statusText(section: SectionRecord): string {
  const moved = section.renumberedTo ?? section.transferredTo;
  const { label } = actStatusWords(section.actStatus);
  return moved ? `${label} → ${moved}` : label;
}
