import type { Coverage } from '../api/models';

const CORPUS_NAMES: Record<string, string> = { USC: 'U.S. Code', CFR: 'C.F.R.' };

/**
 * What the connected service covers, in one line for the top of the Codes view:
 * "Covers the U.S. Code (1,234 sections), the C.F.R. (567) and the D.C. Code (89); no data for 50 other jurisdictions."
 */
export function coverageSummary(coverage: Coverage): string {
  const parts: string[] = [];
  let withoutData = 0;
  for (const jurisdiction of coverage.jurisdictions) {
    const order = (corpus: string): number => ['USC', 'CFR'].indexOf(corpus) + 1 || 3;
    const corpora = Object.entries(jurisdiction.corpora)
      .filter(([, count]) => count > 0)
      .sort(([a], [b]) => order(a) - order(b));
    if (jurisdiction.hasData === false || corpora.length === 0) {
      withoutData++;
      continue;
    }
    for (const [corpus, count] of corpora) {
      const name = CORPUS_NAMES[corpus] ?? `${jurisdiction.name === 'District of Columbia' ? 'D.C.' : jurisdiction.name} Code`;
      parts.push(`the ${name} (${count.toLocaleString('en-US')}${parts.length === 0 ? ' sections' : ''})`);
    }
  }
  const listed = parts.length === 0 ? 'Covers no code yet' : `Covers ${parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`}`;
  return withoutData > 0 ? `${listed}; no data for ${withoutData} other jurisdiction${withoutData === 1 ? '' : 's'}.` : `${listed}.`;
}
