// The table of authorities and the statutory addendum on the demo brief, as a person builds them, and as the filed brief reads (the Markdown preview).
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from '../../harness/fixtures.mjs';
import {
  addToWorkspace,
  clearNotifications,
  closeAllEditors,
  dialog,
  failure,
  hidePanel,
  notification,
  openFromExplorer,
  quickInput,
  quickPickRow,
  runCommand,
  screenshot,
  serviceAdmin,
  typeAnswer,
} from '../workbench.mjs';

/** A copy of the demo brief of its own, so the other checks' brief is left as they expect it. */
const BRIEF = 'brief-with-tables.md';
/**
 * A citation no earlier check verifies, added to the copy: the earlier checks in the same workbench
 * verify the demo brief itself, and the warning must still have an unverified citation to name.
 */
const UNVERIFIED = '17 U.S.C. § 109';
/** @param {string} brief */
const withUnverified = (brief) => brief.replace('Fair use is the first of those limitations.', `Fair use is the first of those limitations; the first-sale rule, ${UNVERIFIED}, is another.`);
const TABLE = '<!-- statutes:table-of-authorities -->';
const ADDENDUM = '<!-- statutes:statutory-addendum -->';

/** Every authority the demo brief cites, as the table must list it. */
const EVERY_AUTHORITY = [
  '1 U.S.C. § 1', '1 U.S.C. § 7', '17 U.S.C. § 106', '17 U.S.C. § 107', UNVERIFIED, '17 U.S.C. § 115', '17 U.S.C. §§ 1201–1205', '17 U.S.C. § 411',
  '17 U.S.C. §§ 1501–1511', '17 U.S.C. § 1506', '17 U.S.C. § 1599', '35 U.S.C. § 101', '35 U.S.C. § 102', '35 U.S.C. § 103', '35 U.S.C. § 104',
  '35 U.S.C. § 112', 'D.C. Code § 47-2002', 'D.C. Code § 22-3211', 'Cal. Civ. Code § 3294', '1 C.F.R. § 1.1', '14 C.F.R. § 91.3',
  'Pub. L. No. 116-260', 'Pub. L. No. 117-228', '134 Stat. 1182', '136 Stat. 2305',
];

/**
 * The file as saved (Ctrl+S first): the whole text, which the editor only renders in part.
 * @param {import('../workbench.mjs').Session} session
 */
async function saved(session) {
  const { page } = session;
  const tab = page.locator(`.tabs-container .tab[aria-label^="${BRIEF}"]`).first();
  await runCommand(page, 'File: Save All Files');
  // Saved when its tab no longer shows the unsaved dot.
  for (let attempt = 0; attempt < 40 && (await tab.evaluate((node) => node.classList.contains('dirty')).catch(() => false)); attempt++) await sleep(250);
  // and the file on disk has stopped changing (a read during the write would see half of it)
  let text = '';
  for (let attempt = 0; attempt < 20; attempt++) {
    await sleep(300);
    const now = await fs.readFile(path.join(session.workspace.folder, BRIEF), 'utf8');
    if (now === text) break;
    text = now;
  }
  return text;
}

/**
 * The Problems counts the status bar shows (errors, warnings, infos), as a person reads them.
 * @param {import('playwright-core').Page} page
 */
async function problemCounts(page) {
  const item = page.locator('[id="status.problems"]').first();
  const label = (await item.getAttribute('aria-label').catch(() => null)) ?? (await item.locator('a').first().getAttribute('aria-label').catch(() => null)) ?? '';
  return `${label} ${(await item.innerText().catch(() => '')).replace(/\s+/g, ' ')}`.trim();
}

/**
 * Puts the cursor on `line` (0-based) with Go to Line, so the editor and its preview show it.
 * @param {import('playwright-core').Page} page
 * @param {number} line
 */
async function goToLine(page, line) {
  await page.keyboard.press('Control+G');
  await quickInput(page).waitFor();
  await page.keyboard.type(String(line + 1));
  await page.keyboard.press('Enter');
  await sleep(300);
}

/**
 * The Markdown preview beside the brief, scrolled with the editor to `line`: the brief as it will be read.
 * @param {import('playwright-core').Page} page
 * @param {number} line
 */
async function previewAt(page, line) {
  await runCommand(page, 'Markdown: Open Preview to the Side');
  const preview = page.frameLocator('iframe.webview.ready').last().frameLocator('#active-frame');
  await preview.locator('h1, h2').first().waitFor({ timeout: 30_000 });
  // Back in the editor: moving its cursor scrolls the preview along.
  await activeEditorLines(page).first().click();
  await goToLine(page, line);
  await sleep(2000);
}

/**
 * The text area of the brief's editor (the first group: the preview opens beside it).
 * @param {import('playwright-core').Page} page
 */
function activeEditorLines(page) {
  return page.locator('.editor-group-container').first().locator('.monaco-editor .view-lines');
}

/** What the first check left for the second. */
const state = { table: '', problems: '' };

/** @type {import('../run.mjs').Check[]} */
export const CHECKS = [
  {
    name: 'table of authorities: F1 › Insert Statutory Table of Authorities names the unverified citations; "Verify First" verifies and inserts a table listing every authority by heading',
    async run(session) {
      const { page } = session;
      await closeAllEditors(page);
      await clearNotifications(page);
      await addToWorkspace(session, BRIEF, withUnverified(await fs.readFile(path.join(ROOT, 'samples', 'sample-brief.md'), 'utf8')));
      await openFromExplorer(page, BRIEF);
      // The cursor on the brief's last line, where its closing comment asks for the table.
      await activeEditorLines(page).first().click();
      await page.keyboard.press('Control+End');
      await runCommand(page, 'Statutes: Insert Statutory Table of Authorities');
      const warning = await notification(page, 'not verified yet', 20_000);
      const said = (await warning.innerText()).replace(/\s+/g, ' ').trim();
      const askShot = await screenshot(page, 'table-of-authorities-unverified');
      if (!said.includes(UNVERIFIED)) throw failure(`the warning does not say which citations are not verified: "${said}"`, askShot);
      await warning.getByRole('button', { name: 'Verify First' }).click();
      const box = dialog(page);
      await box.waitFor({ timeout: 20_000 });
      await box.getByRole('button', { name: /^Verify \(/ }).click();
      await notification(page, 'table of authorities inserted', 60_000);
      const text = await saved(session);
      const start = text.indexOf(TABLE);
      if (start < 0) throw failure('no table was inserted after verifying', await screenshot(page, 'table-of-authorities'));
      const table = text.slice(start);
      await hidePanel(page);
      await previewAt(page, text.slice(0, start).split('\n').length + 1);
      const shot = await screenshot(page, 'table-of-authorities');
      const missing = EVERY_AUTHORITY.filter((c) => !table.includes(`| ${c}`));
      const problems = [];
      if (missing.length) problems.push(`the table leaves out ${missing.join(', ')}`);
      if (/\| 17 U\.S\.C\. § 1201 \|/.test(table)) problems.push('the range §§ 1201–1205 is split into endpoints');
      if (/\blines? \d/.test(table)) problems.push('the table refers to line numbers');
      const id = /^\[(toa-\d+)\]: #i-the-copying-was-fair-use$/m.exec(table)?.[1];
      if (!id || !table.includes(`| 17 U.S.C. § 107 | [I][${id}] |`)) problems.push('17 U.S.C. § 107 does not refer to heading I by a link');
      if (!/\| Cal\. Civ\. Code § 3294 † \|/.test(table)) problems.push('Cal. Civ. Code § 3294 is not marked unverified');
      if (problems.length) throw failure(problems.join('; '), shot);
      state.table = text;
      state.problems = await problemCounts(page);
      return { detail: `warning "${said}"; after "Verify First" the table lists all ${EVERY_AUTHORITY.length} authorities, grouped, with heading references and † on the unverified; Problems: ${state.problems}`, screenshot: shot };
    },
  },
  {
    name: 'table of authorities inserted twice in a row (F1 › Insert Statutory Table of Authorities again): rewritten in place, the same text, no new problem',
    async run(session) {
      const { page } = session;
      if (!state.table) throw new Error('the previous check did not insert a table');
      await runCommand(page, 'Statutes: Insert Statutory Table of Authorities');
      await notification(page, 'table of authorities updated', 20_000);
      const text = await saved(session);
      await sleep(1000);
      const problems = await problemCounts(page);
      const shot = await screenshot(page, 'table-of-authorities-twice');
      if (text.split(TABLE).length !== 2) throw failure('a second table was inserted', shot);
      if (text !== state.table) throw failure('the second insertion changed the document', shot);
      if (problems !== state.problems) throw failure(`the Problems count changed from "${state.problems}" to "${problems}"`, shot);
      await closeAllEditors(page);
      return { detail: `one table, unchanged; Problems still "${problems}"`, screenshot: shot };
    },
  },
  {
    name: 'statutory addendum: F1 › Insert Statutory Addendum asks the order and the price, inserts every cited section\'s text with its edition, and rebuilds in place for free',
    async run(session) {
      const { page, service } = session;
      await clearNotifications(page);
      await closeAllEditors(page);
      // Run on its own (--grep addendum): the brief as the demo ships it; otherwise with the table just inserted.
      if (!state.table) await addToWorkspace(session, BRIEF, await fs.readFile(path.join(ROOT, 'samples', 'sample-brief.md'), 'utf8'));
      await openFromExplorer(page, BRIEF);
      await runCommand(page, 'Statutes: Insert Statutory Addendum');
      await quickPickRow(page, 'In citation order').waitFor({ timeout: 15_000 });
      await typeAnswer(page, 'In citation order');
      const box = dialog(page);
      await box.waitFor({ timeout: 20_000 });
      const message = (await box.locator('.dialog-message-text').innerText()).trim();
      await sleep(300);
      const priceShot = await screenshot(page, 'statutory-addendum-price');
      const cost = /at most ([\d,]+) credits?/.exec(message);
      if (!cost) throw failure(`the prompt does not say what the texts cost: "${message}"`, priceShot);
      const before = (await serviceLedger(service)).creditsConsumed;
      await box.getByRole('button', { name: /^Fetch \(/ }).click();
      await notification(page, 'statutory addendum inserted', 90_000);
      const spent = (await serviceLedger(service)).creditsConsumed - before;
      const text = await saved(session);
      const start = text.indexOf(ADDENDUM);
      if (start < 0) throw failure('no addendum was inserted', await screenshot(page, 'statutory-addendum'));
      const fairUse = text.indexOf('### 17 U.S.C. § 107 — ');
      await previewAt(page, text.slice(0, fairUse).split('\n').length + 6);
      const shot = await screenshot(page, 'statutory-addendum');
      const problems = [];
      if (spent > Number(cost[1].replace(/,/g, ''))) problems.push(`it spent ${spent} credits, more than the ${cost[1]} announced`);
      if (!/### 17 U\.S\.C\. § 107 — Limitations on exclusive rights: Fair use\n\n_U\.S\. Code, current through /.test(text)) problems.push('§ 107 is not headed by its citation and edition');
      if (!text.includes('Notwithstanding the provisions of sections 106 and 106A')) problems.push('the text of § 107 is missing');
      if (!text.includes('### 17 U.S.C. § 1203')) problems.push('the sections inside the range §§ 1201–1205 are missing');
      if (problems.length) throw failure(problems.join('; '), shot);

      await runCommand(page, 'View: Close All Editor Groups');
      await openFromExplorer(page, BRIEF);
      const spentBefore = (await serviceLedger(service)).creditsConsumed;
      await runCommand(page, 'Statutes: Insert Statutory Addendum');
      await quickPickRow(page, 'In citation order').waitFor({ timeout: 15_000 });
      await typeAnswer(page, 'In citation order');
      await notification(page, 'statutory addendum updated', 30_000);
      const again = await saved(session);
      const rebuildShot = await screenshot(page, 'statutory-addendum-rebuilt');
      if (again !== text) {
        const line = again.split('\n').findIndex((l, i) => l !== text.split('\n')[i]);
        throw failure(`rebuilding changed the addendum from line ${line + 1}: "${text.split('\n')[line]}" became "${again.split('\n')[line]}"`, rebuildShot);
      }
      if ((await serviceLedger(service)).creditsConsumed !== spentBefore) throw failure('rebuilding paid again', rebuildShot);
      if (again.split(ADDENDUM).length !== 2) throw failure('a second addendum was inserted', rebuildShot);
      await closeAllEditors(page);
      return { detail: `"${message}"; spent ${spent} credits; ${text.slice(start).split('\n### ').length - 1} sections; rebuilt in place, unchanged, for 0 credits`, screenshot: shot };
    },
  },
];

/**
 * What the service charged the test key so far: its own ledger.
 * @param {import('../../harness/fixtures.mjs').StatuteService} service
 * @returns {Promise<{creditsConsumed: number}>}
 */
function serviceLedger(service) {
  return serviceAdmin(service, 'GET', `/__admin/ledger?key=${encodeURIComponent(service.apiKey)}`);
}
