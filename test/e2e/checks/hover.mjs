// The hover on the sample brief's harder citations says what verification says, in a lawyer's form.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { addToWorkspace, closeAllEditors, failure, hoverText, openFromExplorer, quickInputClosed, runCommand, screenshot, waitForText } from '../workbench.mjs';

const SAMPLE = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..', '..', 'samples', 'sample-brief.md');

/** @type {import('../run.mjs').Check[]} */
export const CHECKS = [
  {
    name: 'hover fixes: in samples/sample-brief.md the hover says what verification says (stale 14 C.F.R. § 91.3, no California data, § 107(3), Id., §§ 1201–1205)',
    async run(session) {
      const { page } = session;
      await closeAllEditors(page);
      const brief = await fs.readFile(SAMPLE, 'utf8');
      await addToWorkspace(session, 'sample-brief.md', brief);
      await openFromExplorer(page, 'sample-brief.md');
      const problems = [];
      /** Brings the line holding `text` into view, as a person scrolls to it (Go to Line). @param {string} text */
      const reveal = async (text) => {
        const line = brief.slice(0, brief.indexOf(text)).split('\n').length;
        await runCommand(page, 'Go to Line/Column');
        await page.keyboard.type(String(line));
        await page.keyboard.press('Enter');
        await quickInputClosed(page);
        await sleep(200);
      };
      /** @param {string} text @param {string} expected @param {number} [at] */
      const hoverSays = async (text, expected, at) => {
        await reveal(text);
        const hover = await hoverText(page, text, at === undefined ? {} : { at });
        const seen = await waitForText(hover, expected, 15_000);
        const said = seen.text.replace(/\s+/g, ' ').trim();
        if (!seen.found) problems.push(`hovering "${text}" does not say "${expected}": ${said}`);
        return said;
      };
      const stale = await hoverSays('14 C.F.R. § 91.3', 'current only through 2015-01-01');
      if (/\bIn force\b/.test(stale) && !/current only through/.test(stale)) problems.push(`the stale § 91.3 shows only "In force": ${stale}`);
      await sleep(300);
      const staleShot = await screenshot(page, 'hover-stale');
      const california = await hoverSays('Cal. Civ. Code § 3294', 'no data for California');
      if (/Not found|check the title/i.test(california)) problems.push(`Cal. Civ. Code § 3294 says "not found": ${california}`);
      const pinpoint = await hoverSays('see § 107(3)', '17 U.S.C. § 107(3)', 0.8);
      if (pinpoint.includes('§ 107 (3)')) problems.push(`the pinpoint is set apart: ${pinpoint}`);
      const id = await hoverSays('§ 107(1)–(4)', '(from Id. § 107(1)–(4))');
      if (/\*/.test(id)) problems.push(`the Id. hover shows Markdown: ${id}`);
      const range = await hoverSays('§§ 1201–1205', 'Part of the range 17 U.S.C. §§ 1201–1205 (5 sections)', 0.3);
      for (const member of ['§ 1202', '§ 1203', '§ 1204']) if (!range.includes(member)) problems.push(`the range hover does not list ${member}: ${range}`);
      const headings = range.split('Circumvention of copyright protection systems').length - 1;
      if (headings > 1) problems.push(`the heading is shown ${headings} times`);
      await sleep(300);
      const shot = await screenshot(page, 'hover-range');
      if (problems.length) throw failure(problems.join('; '), shot);
      return { detail: `§ 91.3: "${stale.slice(0, 160)}"; § 3294: "${california}"; range: "${range.slice(0, 200)}"; screenshots ${staleShot}, ${shot}`, screenshot: shot };
    },
  },
];
