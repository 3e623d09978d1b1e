/**
 * A citation with its pinpoint, as a brief writes it: subdivisions attach (`§ 107(a)(1)`), page
 * pinpoints of session laws follow a comma (`134 Stat. 1182, 2176`).
 */
export function withPinpoint(citation: string, pinpoint: string | null | undefined): string {
  if (!pinpoint) return citation;
  return pinpoint.startsWith('(') ? citation + pinpoint : `${citation}, ${pinpoint}`;
}
