// The reader on a date, and VS Code's diff of two versions of a section.
import { setTimeout as sleep } from 'node:timers/promises';
import { clearNotifications, closeAllEditors, failure, hidePanel, quickInputClosed, runCommand, screenshot, typeAnswer, waitForText, webview } from '../workbench.mjs';

const SECTION = '17 U.S.C. § 115';
const LATER = '2025-12-31';
/**
 * A date before the 2018 rewrite of § 115. The live service answers a U.S. Code date from the annual
 * edition of its year only (2013, 2021 and 2025 are on file), so there the date falls in 2013.
 * @param {'interface' | 'live'} dialect
 */
const earlier = (dialect) => (dialect === 'live' ? '2013-12-31' : '2014-01-01');

/** @type {import('../run.mjs').Check[]} */
export const CHECKS = [
  {
    name: `reader-as-of: F1 › Statutes: Open Section… ${SECTION}, then the reader's As of date set before the 2018 rewrite`,
    async run({ page, dialect }) {
      const EARLIER = earlier(dialect);
      await closeAllEditors(page);
      await hidePanel(page);
      await runCommand(page, 'Statutes: Open Section…');
      await typeAnswer(page, SECTION, { title: 'Open Section' });
      await quickInputClosed(page);
      const reader = webview(page);
      await reader.locator('#root > header > h1', { hasText: SECTION }).waitFor({ timeout: 20_000 });
      const currentText = await reader.locator('article.statute').innerText();

      // fill() sets the date and fires input and change, as picking it in the date control does
      const date = reader.locator('#as-of');
      await date.fill(EARLIER);
      const notice = reader.locator('.notice', { hasText: `Text as of ${EARLIER}` }).first();
      if (!(await notice.waitFor({ timeout: 3000 }).then(() => true, () => false))) {
        await date.dispatchEvent('change');
        await notice.waitFor({ timeout: 15_000 });
      }
      await reader.locator('#root > header > h1', { hasText: SECTION }).waitFor();
      const tab = page.locator('.tabs-container .tab.active').first();
      const { found: titled, text: tabTitle } = await waitForText(tab, `as of ${EARLIER}`, 5000);
      await sleep(300);
      const shot = await screenshot(page, 'reader-as-of');

      const said = (await notice.innerText()).trim();
      const heading = (await reader.locator('#root > header > h2').innerText().catch(() => '')).trim();
      const earlierText = await reader.locator('article.statute').innerText();
      const value = await date.inputValue();
      const toolbar = await reader.locator('nav.toolbar button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
      const current = reader.getByRole('button', { name: 'Current text' });
      const problems = [];
      if (value !== EARLIER) problems.push(`the date control holds "${value}"`);
      if (!titled) problems.push(`the tab is titled "${tabTitle.trim()}", not "… (as of ${EARLIER})"`);
      if (await current.isDisabled()) problems.push('"Current text" is still disabled on a dated text');
      if (!(earlierText.length > 200)) problems.push(`the text as of ${EARLIER} is almost empty: "${earlierText.slice(0, 200)}"`);
      if (!(earlierText.length < currentText.length)) problems.push(`the ${EARLIER} text (${earlierText.length} chars) is not shorter than the current one (${currentText.length}), though the 2018 amendments added § 115(d)`);
      if (problems.length) throw failure(problems.join('; '), shot);
      return { detail: `"${said}"; heading "${heading}"; toolbar ${toolbar.join(' · ')}; ${earlierText.length} characters as of ${EARLIER} against ${currentText.length} now`, screenshot: shot };
    },
  },
  {
    name: `version-diff: F1 › Statutes: Compare with Version as of… ${SECTION}, before the 2018 rewrite ↔ ${LATER}, opens VS Code's diff editor`,
    async run({ page, dialect }) {
      const EARLIER = earlier(dialect);
      await closeAllEditors(page);
      await runCommand(page, 'Statutes: Compare with Version as of…');
      await typeAnswer(page, SECTION, { title: 'Compare with Version as of' });
      await typeAnswer(page, EARLIER, { title: 'the earlier date' });
      await typeAnswer(page, LATER, { title: 'the later date' });
      await quickInputClosed(page);
      const diff = page.locator('.editor-group-container.active .monaco-diff-editor').first();
      await diff.waitFor({ timeout: 20_000 });
      const original = diff.locator('.editor.original .view-lines').first();
      const modified = diff.locator('.editor.modified .view-lines').first();
      const left = await waitForText(original, `Text as of ${EARLIER}`, 15_000);
      const right = await waitForText(modified, `Text as of ${LATER}`, 15_000);
      // the changes are computed a moment after both sides load
      await diff.locator('.line-insert, .char-insert, .line-delete, .char-delete').first().waitFor({ timeout: 10_000 }).catch(() => {});
      await sleep(500);
      const tab = (await page.locator('.tabs-container .tab.active').first().innerText()).replace(/\s+/g, ' ').trim();
      const inserted = await diff.locator('.editor.modified .line-insert, .editor.modified .char-insert').count();
      const sideBySide = await diff.locator('.editor.original').first().isVisible();
      const gaveUp = await page.locator('.notifications-toasts .notification-toast', { hasText: 'diff algorithm was stopped early' }).count();
      const shot = await screenshot(page, 'version-diff');
      await clearNotifications(page);
      const problems = [];
      if (!left.found) problems.push(`the left side does not say "Text as of ${EARLIER}": ${left.text.slice(0, 200)}`);
      if (!right.found) problems.push(`the right side does not say "Text as of ${LATER}": ${right.text.slice(0, 200)}`);
      if (!left.text.includes(SECTION) || !right.text.includes(SECTION)) problems.push(`a side does not name ${SECTION}`);
      if (!sideBySide) problems.push('the diff is not shown side by side');
      if (!inserted) problems.push('the diff marks no inserted text, though § 115 was rewritten in 2018');
      if (!tab.includes(`${SECTION}: ${EARLIER} ↔ ${LATER}`)) problems.push(`the tab is titled "${tab}"`);
      if (problems.length) throw failure(problems.join('; '), shot);
      return { detail: `tab "${tab}"; left "${firstLines(left.text)}", right "${firstLines(right.text)}"; ${inserted} inserted range(s) on screen${gaveUp ? '; VS Code says "The diff algorithm was stopped early (after 5000 ms.)"' : ''}`, screenshot: shot };
    },
  },
];

/** @param {string} text */
function firstLines(text) {
  return text.replace(/\u00a0/g, ' ').split('\n').slice(0, 2).join(' / ');
}
