import type { CorpusType, HierNode } from './model';

/**
 * Public act ids: `USC_T17_C1_S107` (title, chapter, section), `CFR_T1_P1_S1_1` (title, part,
 * section with `.` and `-` as `_`), `STATE_DC_T47_C20_S47-2002` (D.C. keeps the section as written).
 */
export function makeActId(corpus: CorpusType, state: string, title: string, hierarchy: readonly HierNode[], section: string): string {
  const chapter = hierarchy.find((h) => h.type === 'chapter')?.num;
  switch (corpus) {
    case 'USC':
      return `USC_T${title}${chapter ? `_C${chapter}` : ''}_S${section}`;
    case 'CFR': {
      const part = hierarchy.find((h) => h.type === 'part')?.num ?? section.split('.')[0];
      return `CFR_T${title}_P${part}_S${section.replace(/[.\-–]/g, '_')}`;
    }
    case 'STATE':
      return `STATE_${state.toUpperCase()}_T${title}${chapter ? `_C${chapter}` : ''}_S${section}`;
  }
}

/** Canonical citations, exactly as the citation parser produces them (single spaces, U+00A7). */
export function makeCitation(corpus: CorpusType, state: string, title: string, section: string): string {
  switch (corpus) {
    case 'USC':
      return `${title} U.S.C. § ${section}`;
    case 'CFR':
      return `${title} C.F.R. § ${section}`;
    case 'STATE':
      if (state === 'dc') return `D.C. Code § ${section}`;
      return `${state.toUpperCase()} Code § ${section}`;
  }
}

export function makeCitationShort(corpus: CorpusType, state: string, title: string, section: string): string {
  switch (corpus) {
    case 'USC':
      return `${title} USC ${section}`;
    case 'CFR':
      return `${title} CFR ${section}`;
    case 'STATE':
      return state === 'dc' ? `DC Code ${section}` : `${state.toUpperCase()} Code ${section}`;
  }
}

/** A key that orders `2 < 10 < 106 < 106a < 106A < 107` and `60.1 < 60.3 < 60.11` as printed codes do. */
export function naturalKey(value: string): string {
  return value
    .toLowerCase()
    .split(/(\d+)/)
    .map((part) => (/^\d+$/.test(part) ? part.padStart(10, '0') : part))
    .join('');
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'into', 'of', 'on', 'or', 'the', 'to', 'with', 'under', 'upon']);

const DIVISION_WORDS = new Set(['title', 'subtitle', 'part', 'subpart', 'chapter', 'subchapter', 'division', 'article']);

function isRoman(word: string): boolean {
  return /^[ivxl]+$/.test(word) && /^(?:xl|l?x{0,3})(?:ix|iv|v?i{0,3})$/.test(word);
}

/** `SUBJECT MATTER AND SCOPE OF COPYRIGHT` → `Subject Matter and Scope of Copyright`; mixed case is left alone. */
export function displayHeading(heading: string): string {
  const text = heading.replace(/\s+/g, ' ').trim();
  if (!/[A-Z]/.test(text) || /[a-z]/.test(text)) return text;
  const lower = text.toLowerCase();
  let previous = '';
  return lower.replace(/[a-z][a-z']*/g, (word, offset: number) => {
    const before = lower.slice(0, offset).trimEnd();
    const startsPhrase = before === '' || /[—–:(]$/.test(before);
    const afterDivisionWord = DIVISION_WORDS.has(previous);
    previous = word;
    if (isRoman(word) && (afterDivisionWord || word.length > 1)) return word.toUpperCase();
    if (!startsPhrase && SMALL_WORDS.has(word)) return word;
    return word.charAt(0).toUpperCase() + word.slice(1);
  });
}
