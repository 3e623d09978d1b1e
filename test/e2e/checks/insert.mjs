// "Insert Citation…": search by words, pick the section, give a pinpoint.
import { setTimeout as sleep } from 'node:timers/promises';
import { addToWorkspace, editorText, failure, openFromExplorer, quickInput, quickInputClosed, quickPickRow, rowText, runCommand, screenshot, textRect, typeAnswer } from '../workbench.mjs';
import { FAIR_USE_HEADING } from './basics.mjs';

const NOTES = 'notes.md';
const LINE = 'Quoting the lyrics for commentary is fair use, see ';
const PINPOINT = '(4)';
const INSERTED = `17 U.S.C. § 107${PINPOINT}`;

/** @type {import('../run.mjs').Check[]} */
export const CHECKS = [
  {
    name: 'insert-quickpick: F1 › Statutes: Insert Citation…, typing "fair use" finds § 107; Enter and a pinpoint insert it',
    async run(session) {
      const { page } = session;
      await addToWorkspace(session, NOTES, `# Notes\n\n${LINE}\n`);
      await openFromExplorer(page, NOTES);
      // the cursor at the end of the line, where the citation goes
      const box = await textRect(page, 'see');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.keyboard.press('End');

      await runCommand(page, 'Statutes: Insert Citation…');
      const input = quickInput(page);
      await page.locator('.quick-input-widget:not([style*="display: none"]) input[placeholder^="Type a citation"]').waitFor({ timeout: 10_000 });
      await input.focus();
      await page.keyboard.type('fair use', { delay: 60 });
      const row = quickPickRow(page, FAIR_USE_HEADING);
      await row.waitFor({ timeout: 20_000 });
      // the list settles (busy bar gone) before it is judged
      await page.locator('.quick-input-widget .quick-input-progress.active').first().waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => {});
      await sleep(300);
      const rows = await page.locator('.quick-input-widget .quick-input-list .monaco-list-row').count();
      const first = await rowText(page.locator('.quick-input-widget .quick-input-list .monaco-list-row.focused').first());
      const title = (await page.locator('.quick-input-widget .quick-input-title').first().innerText().catch(() => '')).trim();
      const shot = await screenshot(page, 'insert-quickpick');
      if (!first.includes('17 U.S.C. § 107') || !first.includes(FAIR_USE_HEADING)) throw failure(`the highlighted result is not 17 U.S.C. § 107 (${FAIR_USE_HEADING}): "${first}"`, shot);

      await page.keyboard.press('Enter');
      await typeAnswer(page, PINPOINT, { title: 'Insert 17 U.S.C. § 107' });
      await quickInputClosed(page);
      let text = '';
      for (let attempt = 0; attempt < 20 && !text.includes(`see ${INSERTED}`); attempt++) {
        await sleep(200);
        text = await editorText(page);
      }
      const after = await screenshot(page, 'insert-done');
      if (!text.includes(`see ${INSERTED}`)) throw failure(`the document does not read "…see ${INSERTED}" after inserting; it reads:\n${text}`, after);
      await page.keyboard.press('Control+S'); // saved, so that closing it later asks nothing
      return { detail: `${rows} result(s) for "fair use"${title ? ` under "${title}"` : ''}, first "${first}"; pinpoint ${PINPOINT} → the line reads "${text.split('\n').find((l) => l.includes(INSERTED))?.trim()}" (${after})`, screenshot: shot };
    },
  },
];
