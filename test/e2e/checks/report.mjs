// The cite-check report, as a lawyer produces it before signing: F1 › Statutes: Export Cite-Check Report,
// the price asked for what is not yet checked (35 U.S.C. § 271 is cited by no earlier check), then the
// report opened in the Markdown preview.
import { setTimeout as sleep } from 'node:timers/promises';
import { addToWorkspace, dialog, failure, openFromExplorer, runCommand, screenshot, webview } from '../workbench.mjs';

const BRIEF = 'report-brief.md';
const TEXT = `# Brief in support of the motion to dismiss

## Argument

Under 17 U.S.C. § 107, "the fair use of a copyrighted work, including such use by reproduction in copies or phonorecords or by any other means specified by that section, for purposes such as criticism, comment, news reporting, teaching (including multiple copies for classroom use), scholarship, or research, is never an infringement of copyright."

The fifth factor, 17 U.S.C. § 107(5), favours the defendant as well.

The exclusive rights are those of 17 U.S.C. § 106; the plaintiff also relies on 17 U.S.C. § 1599, which does not exist.

Infringement of a patent is defined in 35 U.S.C. § 271.
`;

/** @type {import('../run.mjs').Check[]} */
export const CHECKS = [
  {
    name: 'report: F1 › Statutes: Export Cite-Check Report asks the price of what is unchecked, then opens the report (misquotation, bad pinpoint, missing section) in the Markdown preview',
    async run(session) {
      const { page } = session;
      await addToWorkspace(session, BRIEF, TEXT);
      await openFromExplorer(page, BRIEF);
      await runCommand(page, 'Statutes: Export Cite-Check Report');
      const box = dialog(page);
      await box.waitFor({ timeout: 20_000 });
      const message = (await box.locator('.dialog-message-text').innerText()).trim();
      // The export verifies what is not yet checked, priced and asked as verification asks.
      const go = box.getByRole('button', { name: /^Verify \(/ });
      await go.waitFor();
      const label = (await go.innerText()).trim();
      await go.click();
      await box.waitFor({ state: 'hidden', timeout: 5000 });
      // A second prompt (headings a resolve lacked, on the live service) is answered the same way.
      const more = dialog(page).getByRole('button', { name: /^Fetch \(/ });
      if (await more.waitFor({ timeout: 3000 }).then(() => true, () => false)) await more.click();
      const preview = webview(page);
      const title = preview.locator('h1', { hasText: 'Cite-check report' });
      if (!(await title.waitFor({ timeout: 60_000 }).then(() => true, () => false))) {
        throw failure('the Markdown preview of the report did not open', await screenshot(page, 'report-preview'));
      }
      const table = preview.locator('table').nth(1);
      await table.waitFor();
      const rows = (await table.locator('tbody tr').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim());
      await sleep(500);
      const shot = await screenshot(page, 'report-preview');
      const expected = ['17 U.S.C. § 107', '17 U.S.C. § 107(5)', '17 U.S.C. § 106', '17 U.S.C. § 1599', '35 U.S.C. § 271'];
      const missing = expected.filter((cite) => !rows.some((r) => r.includes(cite)));
      if (rows.length !== expected.length || missing.length) throw failure(`the report lists ${rows.length} citations (missing: ${missing.join(', ') || 'none'}): ${rows.join(' | ')}`, shot);
      const notFound = rows.find((r) => r.includes('§ 1599'));
      if (!notFound?.includes('Not found') || !notFound.includes('Error')) throw failure(`§ 1599 is not reported as not found: ${notFound}`, shot);
      const quoted = rows.find((r) => / 17 U\.S\.C\. § 107 17 U\.S\.C\. § 107 — Limitations on exclusive rights: Fair use/.test(r));
      if (!quoted?.includes('Does not match') || !quoted.includes('Warning')) throw failure(`the misquotation of § 107 is not reported: ${quoted ?? rows.join(' | ')}`, shot);
      const pinpoint = rows.find((r) => r.includes('§ 107(5)'));
      if (!pinpoint?.includes('Not found') || !pinpoint.includes('Error')) throw failure(`the pinpoint § 107(5) is not reported as not found: ${pinpoint}`, shot);
      // The findings below the table, as a reader scrolls to them.
      const findings = preview.locator('h2', { hasText: 'Findings' });
      await findings.scrollIntoViewIfNeeded();
      await sleep(300);
      const items = (await preview.locator('h2:has-text("Findings") + ul > li').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
      const findingsShot = await screenshot(page, 'report-findings');
      if (items.length !== 3) throw failure(`the report lists ${items.length} findings, not the 3 of the brief: ${items.join(' | ')}`, findingsShot);
      return { detail: `"${message}" — clicked "${label}"; the preview lists ${rows.length} citations: ${rows.join(' | ')}; findings: ${items.join(' | ')} (also ${findingsShot})`, screenshot: shot };
    },
  },
];
