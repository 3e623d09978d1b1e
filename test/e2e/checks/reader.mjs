// The reader on a date, and VS Code's diff of two versions of a section.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { addToWorkspace, clearNotifications, closeAllEditors, failure, hidePanel, openFromExplorer, quickInputClosed, runCommand, screenshot, textRect, typeAnswer, waitForText, webview } from '../workbench.mjs';

const SAMPLE = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..', '..', 'samples', 'sample-brief.md');

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
      const heading = (await reader.locator('#root > header > h1').innerText().catch(() => '')).trim();
      const status = (await reader.locator('#root > header .meta').innerText()).trim();
      const page_ = (await reader.locator('#root').innerText()).replace(/\s+/g, ' ');
      const earlierText = await reader.locator('article.statute').innerText();
      const value = await date.inputValue();
      const toolbar = await reader.locator('nav.toolbar button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
      const current = reader.getByRole('button', { name: 'Current text' });
      const problems = [];
      if (value !== EARLIER) problems.push(`the date control holds "${value}"`);
      if (!status.startsWith(`In the code as of ${EARLIER}`)) problems.push(`the status line says "${status}", not the status as of ${EARLIER}`);
      if (!said.includes('U.S. Code, 2013 release')) problems.push(`the edition is not named in words: "${said}"`);
      if (/Online@/.test(page_)) problems.push('the page still shows a release-point code such as "Online@113-31"');
      if (!titled) problems.push(`the tab is titled "${tabTitle.trim()}", not "… (as of ${EARLIER})"`);
      if (await current.isDisabled()) problems.push('"Current text" is still disabled on a dated text');
      if (!(earlierText.length > 200)) problems.push(`the text as of ${EARLIER} is almost empty: "${earlierText.slice(0, 200)}"`);
      if (!(earlierText.length < currentText.length)) problems.push(`the ${EARLIER} text (${earlierText.length} chars) is not shorter than the current one (${currentText.length}), though the 2018 amendments added § 115(d)`);
      // A date before any text on file: the reason once, and the status of that date.
      // fill() fires change once; a second change is sent only if the first was not taken.
      await date.fill('2010-01-01');
      const noText = reader.locator('#root > header .meta', { hasText: 'as of 2010-01-01' });
      if (!(await noText.waitFor({ timeout: 3000 }).then(() => true, () => false))) {
        await date.dispatchEvent('change');
        await noText.waitFor({ timeout: 15_000 }).catch(() => {});
      }
      await sleep(300);
      const noTextShot = await screenshot(page, 'reader-no-text');
      const noTextStatus = (await reader.locator('#root > header .meta').innerText()).trim();
      const reasons = await reader.locator('#root .notice').allInnerTexts();
      const repeated = reasons.filter((r) => /2010|before/.test(r));
      if (repeated.length !== 1) problems.push(`as of 2010-01-01 the page gives ${repeated.length} notices: ${repeated.join(' | ')} (${noTextShot})`);
      if (!noTextStatus.startsWith('No text on file as of 2010-01-01')) problems.push(`as of 2010-01-01 the status says "${noTextStatus}" (${noTextShot})`);
      if (problems.length) throw failure(problems.join('; '), shot);
      return { detail: `"${said}"; as of 2010-01-01: "${noTextStatus}", "${repeated[0]?.replace(/\s+/g, ' ')}"; heading "${heading}"; toolbar ${toolbar.join(' · ')}; ${earlierText.length} characters as of ${EARLIER} against ${currentText.length} now`, screenshot: shot };
    },
  },
  {
    name: `reader navigation: F1 › Statutes: Open Section… 17 U.S.C. § 107, then Next, Next, Back in the toolbar: one reader, in place, beside the brief`,
    async run(session) {
      const { page } = session;
      await closeAllEditors(page);
      await hidePanel(page);
      await openFromExplorer(page, 'brief.md');
      await runCommand(page, 'Statutes: Open Section…');
      await typeAnswer(page, '17 U.S.C. § 107', { title: 'Open Section' });
      await quickInputClosed(page);
      const reader = webview(page);
      const h1 = reader.locator('#root > header > h1');
      await h1.filter({ hasText: '17 U.S.C. § 107' }).waitFor({ timeout: 20_000 });
      const groups = await page.locator('.editor-group-container').count();
      const next = reader.getByRole('button', { name: 'Next section' });
      const back = reader.getByRole('button', { name: 'Back' });
      const problems = [];
      if (!(await back.isDisabled())) problems.push('Back is enabled before any navigation');
      await next.click();
      await h1.filter({ hasText: '17 U.S.C. § 108' }).waitFor({ timeout: 20_000 });
      await next.click();
      await h1.filter({ hasText: '17 U.S.C. § 109' }).waitFor({ timeout: 20_000 });
      // Back from the keyboard, as a person using only the keyboard would: Tab to it, then Enter.
      await reader.getByRole('button', { name: 'Back' }).focus();
      await page.keyboard.press('Enter');
      await h1.filter({ hasText: '17 U.S.C. § 108' }).waitFor({ timeout: 20_000 });
      await sleep(400);
      const shot = await screenshot(page, 'reader-navigation');
      const readerTabs = await page.locator('.tabs-container .tab', { hasText: 'U.S.C.' }).count();
      const groupsAfter = await page.locator('.editor-group-container').count();
      const forward = reader.getByRole('button', { name: 'Forward' });
      const toolbar = reader.locator('nav.toolbar');
      const box = await toolbar.boundingBox();
      const button = await reader.getByRole('button', { name: 'Next section' }).boundingBox();
      const labels = await reader.locator('nav.toolbar button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
      const titles = await reader.locator('#root').evaluate((root) => [...root.querySelectorAll('h1, h2, h3, h4')].filter((h) => h.getClientRects().length > 0).map((h) => h.textContent?.trim()));
      const heading = (await h1.innerText()).trim();
      const width = (await page.locator('iframe.webview.ready').first().boundingBox())?.width ?? 0;
      if (readerTabs !== 1) problems.push(`${readerTabs} reader tabs are open (one expected)`);
      if (groupsAfter !== groups) problems.push(`the editor groups went from ${groups} to ${groupsAfter}`);
      if (await forward.isDisabled()) problems.push('Forward is disabled after going Back');
      if (box && button && box.height > button.height * 1.8) problems.push(`the toolbar wraps: ${Math.round(box.height)} px tall for ${Math.round(button.height)} px buttons at ${Math.round(width)} px`);
      if (labels.some((l) => !l)) problems.push(`a toolbar button has no accessible name: ${labels.join(', ')}`);
      if (titles.length !== 1) problems.push(`${titles.length} visible headings: ${titles.join(' | ')}`);
      if (problems.length) throw failure(problems.join('; '), shot);
      return { detail: `${readerTabs} reader tab, ${groupsAfter} editor groups (${groups} before), reader ${Math.round(width)} px wide; heading "${heading}"; toolbar one row (${Math.round(box?.height ?? 0)} px): ${labels.join(' · ')}`, screenshot: shot };
    },
  },
  {
    name: `redline: F1 › Statutes: Compare with Version as of… with the cursor on 17 USC 115 in sample-brief.md, ${'before the 2018 rewrite'} → ${LATER}, shows insertions and deletions inside sentences`,
    async run(session) {
      const { page, dialect } = session;
      const EARLIER = earlier(dialect);
      await closeAllEditors(page);
      await hidePanel(page);
      await addToWorkspace(session, 'sample-brief.md', await fs.readFile(SAMPLE, 'utf8'));
      await openFromExplorer(page, 'sample-brief.md');
      const box = await textRect(page, '17 USC 115');
      await page.mouse.click(box.x + box.width * 0.8, box.y + box.height / 2);
      await runCommand(page, 'Statutes: Compare with Version as of…');
      await typeAnswer(page, EARLIER, { title: 'the earlier date' });
      await typeAnswer(page, LATER, { title: 'the later date' });
      // From the last answer to the redline on screen: both texts fetched, compared and drawn.
      const started = Date.now();
      await quickInputClosed(page);
      const reader = webview(page);
      const article = reader.locator('article.redline');
      await article.waitFor({ timeout: 20_000 });
      const ms = Date.now() - started;
      await article.locator('ins').first().scrollIntoViewIfNeeded();
      await sleep(400);
      const shot = await screenshot(page, 'redline');
      const inserted = await article.locator('ins').count();
      const deleted = await article.locator('del').count();
      const summary = (await reader.locator('.redline-head .summary').innerText()).trim();
      const heading = (await reader.locator('#root > header > h1').innerText()).trim();
      // A change inside a sentence: an insertion with unchanged words on both sides in the same paragraph.
      const inSentence = await article.evaluate((node) => [...node.querySelectorAll('ins, del')].some((mark) => /\w/.test(mark.previousSibling?.textContent?.slice(-3) ?? '') && /\w/.test(mark.nextSibling?.textContent?.slice(0, 3) ?? '')));
      const text = await article.innerText();
      const problems = [];
      if (!heading.includes(SECTION)) problems.push(`the redline is of "${heading}", not the citation under the cursor`);
      if (!inserted || !deleted) problems.push(`${inserted} insertions and ${deleted} deletions marked`);
      if (!inSentence) problems.push('no change is marked inside a sentence');
      if (!/blanket license/i.test(await article.locator('ins').allInnerTexts().then((t) => t.join(' ')))) problems.push('the 2018 blanket license is not marked as inserted');
      if (ms > 10_000) problems.push(`the redline took ${ms} ms`);
      if (problems.length) throw failure(problems.join('; '), shot);
      return { detail: `${heading}: ${summary.replace(/\.$/, '')}; ${inserted} insertions, ${deleted} deletions; ${text.length} characters; shown ${ms} ms after the later date was given`, screenshot: shot };
    },
  },
  {
    name: `version-diff: F1 › Statutes: Compare with Version as of… ${SECTION}, before the 2018 rewrite ↔ ${LATER}, then Side by side, opens VS Code's diff editor`,
    async run({ page, dialect }) {
      const EARLIER = earlier(dialect);
      await closeAllEditors(page);
      await runCommand(page, 'Statutes: Compare with Version as of…');
      await typeAnswer(page, SECTION, { title: 'Compare with Version as of' });
      await typeAnswer(page, EARLIER, { title: 'the earlier date' });
      await typeAnswer(page, LATER, { title: 'the later date' });
      await quickInputClosed(page);
      // The redline opens first; VS Code's line diff is one click away.
      const reader = webview(page);
      await reader.getByRole('button', { name: 'Side by side (line diff)' }).click({ timeout: 20_000 });
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
