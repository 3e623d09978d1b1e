// Reading and checking what a brief says the statute says: the operative date, the pinpoint and
// quotation findings of a verification at that date, the quick fix that puts the statute's words in,
// and the hover that shows the cited paragraph's text.
import { setTimeout as sleep } from 'node:timers/promises';
import { addToWorkspace, clearNotifications, closeAllEditors, dialog, editorText, failure, hidePanel, hoverText, notification, openFromExplorer, runCommand, screenshot, serviceAdmin, textRect, typeAnswer, waitForText } from '../workbench.mjs';

/**
 * The brief's operative date: before the 2018 rewrite of § 115. The live service answers a U.S. Code date
 * from the annual edition of its year only (2013, 2021 and 2025 are held), so there it falls in 2013.
 * @param {'interface' | 'live'} dialect
 */
const operativeDate = (dialect) => (dialect === 'live' ? '2013-12-31' : '2014-01-01');

const BRIEF = 'read-check-brief.md';
const MEMO = 'read-check-memo.md';
const MISQUOTED = 'the factors to be considered may include';
const S115_QUOTE = 'To be entitled to receive royalties under a compulsory license, the copyright owner must be identified in the registration or other public records of the Copyright Office.';

/** @param {string} date */
const briefText = (date) => `---
title: Brief on fair use and mechanical licences
statutes-as-of: ${date}
---

# Argument

The Act says that "${MISQUOTED}" four things. 17 U.S.C. § 107.

The sixth factor, 17 U.S.C. § 107(5), is not one the Act knows. The fourth is the market, 17 U.S.C. § 107(4).

"${S115_QUOTE}" 17 U.S.C. § 115(c)(1).
`;

/**
 * The status-bar item that says which date the law is read at.
 * @param {import('playwright-core').Page} page
 */
const dateItem = (page) => page.locator('.statusbar-item', { has: page.locator('.codicon-calendar') }).first();

/** @type {{ spentBefore: number, announced: number }} */
const run = { spentBefore: 0, announced: 0 };

/** @type {import('../run.mjs').Check[]} */
export const CHECKS = [
  {
    name: 'read-check operative date: F1 › Statutes: Set Operative Date… on a memo, and the status bar says which date the law is read at',
    async run(session) {
      const { page, dialect } = session;
      const DATE = operativeDate(dialect);
      await closeAllEditors(page);
      await hidePanel(page);
      await clearNotifications(page);
      await addToWorkspace(session, MEMO, 'Memo. The market factor is 17 U.S.C. § 107(4).\n');
      await openFromExplorer(page, MEMO);
      const before = await waitForText(dateItem(page), 'Current law', 10_000);
      await runCommand(page, 'Statutes: Set Operative Date…');
      await typeAnswer(page, DATE, { title: 'Read the law as of which date?' });
      const after = await waitForText(dateItem(page), `Law as of ${DATE}`, 10_000);
      await addToWorkspace(session, BRIEF, briefText(DATE));
      await openFromExplorer(page, BRIEF);
      const brief = await waitForText(dateItem(page), `Law as of ${DATE}`, 10_000);
      await page.locator('.statusbar-item', { has: page.locator('.codicon-calendar') }).first().hover();
      await sleep(800);
      const shot = await screenshot(page, 'operative-date');
      const problems = [];
      if (!before.found) problems.push(`a memo without a date shows "${before.text.trim()}", not "Current law"`);
      if (!after.found) problems.push(`after setting ${DATE} the status bar shows "${after.text.trim()}"`);
      if (!brief.found) problems.push(`the brief whose front matter says ${DATE} shows "${brief.text.trim()}"`);
      if (problems.length) throw failure(problems.join('; '), shot);
      return { detail: `memo: "${before.text.trim()}" → "${after.text.trim()}"; brief (front matter): "${brief.text.trim()}"`, screenshot: shot };
    },
  },
  {
    name: 'read-check pinpoint and quotation: Verify Citations asks once for the resolves and the text reads at the operative date, then lists the § 107(5) error, the misquotation and the 2014 text of § 115',
    async run({ page, dialect, service }) {
      const DATE = operativeDate(dialect);
      run.spentBefore = (await serviceAdmin(service, 'GET', `/__admin/ledger?key=${encodeURIComponent(service.apiKey)}`)).creditsConsumed;
      await runCommand(page, 'Statutes: Verify Citations in Document');
      const box = dialog(page);
      await box.waitFor({ timeout: 20_000 });
      const message = (await box.locator('.dialog-message-text').innerText()).trim();
      const detail = (await box.locator('.dialog-message-detail').innerText().catch(() => '')).trim();
      await sleep(300);
      const promptShot = await screenshot(page, 'pinpoint-quotation-cost-prompt');
      run.announced = Number(/at most ([\d,]+) credits?/.exec(message)?.[1].replace(/,/g, '') ?? NaN);
      await box.getByRole('button', { name: /^Verify \(/ }).click();
      await box.waitFor({ state: 'hidden', timeout: 5000 });
      const done = await notification(page, 'Statute Lookup: Verified', 60_000);
      const summary = (await done.innerText()).replace(/\s+/g, ' ').trim();
      await runCommand(page, 'View: Focus Problems');
      const panel = page.locator('.markers-panel').first();
      await panel.locator('.monaco-list-row').first().waitFor({ timeout: 15_000 });
      const rows = await panel.locator('.monaco-list-row').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
      await page.locator('.editor-group-container.active').first().click({ position: { x: 200, y: 20 } }).catch(() => {});
      await sleep(400);
      const shot = await screenshot(page, 'pinpoint-quotation-problems');
      const ledger = await serviceAdmin(service, 'GET', `/__admin/ledger?key=${encodeURIComponent(service.apiKey)}`);
      const spent = ledger.creditsConsumed - run.spentBefore;
      const want = [
        ['Error', `17 U.S.C. § 107 has no paragraph (5) as of ${DATE}`],
        ['Warning', `The quotation does not match 17 U.S.C. § 107 as of ${DATE}. The statute reads: “the factors to be considered shall include”`],
        ['Info', `The quotation matches 17 U.S.C. § 115 as of ${DATE}; the current text reads differently (amended since ${DATE})`],
      ];
      const problems = [];
      if (!detail.includes(`Reading the law as of ${DATE}`)) problems.push(`the prompt does not say the date: "${detail}"`);
      // Four texts at most (§§ 107 and 115, then and now); earlier checks in the same workbench may
      // already have read some of them, and those are free and not counted.
      const reads = Number(/reads (\d+) texts? \(2 sections, as of that date and today\)/.exec(detail)?.[1] ?? NaN);
      if (!(reads >= 1 && reads <= 4)) problems.push(`the prompt does not count the text reads: "${detail}"`);
      for (const [severity, words] of want) if (!rows.some((r) => r.startsWith(severity) && r.includes(words))) problems.push(`the Problems panel lacks ${severity} "${words}"`);
      const ours = rows.filter((r) => /paragraph \(5\)|quotation/.test(r));
      if (ours.length !== 3) problems.push(`${ours.length} pinpoint/quotation rows, not 3: ${ours.join(' | ')}`);
      if (spent !== run.announced) problems.push(`the service charged ${spent} credits, the prompt said at most ${run.announced}`);
      if (!summary.includes(`as of ${DATE}`)) problems.push(`the summary does not say the date: "${summary}"`);
      if (problems.length) throw failure(problems.join('; '), shot);
      return { detail: `prompt "${message}" (${detail}); "${summary}"; charged ${spent} credits = announced ${run.announced}; rows: ${ours.join(' | ')}; prompt screenshot ${promptShot}`, screenshot: shot };
    },
  },
  {
    name: "read-check quotation quick fix: Ctrl+. on the misquotation offers the statute's words and applies them",
    async run({ page, dialect }) {
      const DATE = operativeDate(dialect);
      await hidePanel(page);
      const box = await textRect(page, MISQUOTED);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.keyboard.press('Control+.');
      const fix = page.locator('.action-widget .monaco-list-row', { hasText: "Replace the quotation with the statute's words" }).first();
      await fix.waitFor({ timeout: 10_000 });
      const offered = await page.locator('.action-widget .monaco-list-row').evaluateAll((nodes) => nodes.map((n) => (n.textContent ?? '').trim()).filter(Boolean));
      await sleep(300);
      const menuShot = await screenshot(page, 'quotation-quick-fix-menu');
      await fix.click();
      await sleep(600);
      const text = await editorText(page);
      const shot = await screenshot(page, 'quotation-quick-fix-applied');
      const problems = [];
      if (!text.includes('The Act says that "the factors to be considered shall include" four things.')) problems.push(`the quotation was not replaced with the statute's words: ${text.split('\n').find((l) => l.includes('The Act says')) ?? text.slice(0, 300)}`);
      if (problems.length) throw failure(problems.join('; '), shot);
      return { detail: `offered: ${offered.join(' · ')}; the line now reads "${text.split('\n').find((l) => l.includes('The Act says'))?.trim()}" (law as of ${DATE}); menu screenshot ${menuShot}`, screenshot: shot };
    },
  },
  {
    name: 'read-check hover text: hovering 17 U.S.C. § 107(4) shows paragraph (4) as of the operative date, free (the text was read by the verification)',
    async run({ page, dialect, service }) {
      const DATE = operativeDate(dialect);
      const before = (await serviceAdmin(service, 'GET', `/__admin/ledger?key=${encodeURIComponent(service.apiKey)}`)).creditsConsumed;
      const hover = await hoverText(page, '17 U.S.C. § 107(4)');
      const seen = await waitForText(hover, 'the effect of the use upon the potential market', 10_000);
      await sleep(300);
      const shot = await screenshot(page, 'hover-text');
      const after = (await serviceAdmin(service, 'GET', `/__admin/ledger?key=${encodeURIComponent(service.apiKey)}`)).creditsConsumed;
      const text = seen.text.replace(/\s+/g, ' ').trim();
      await page.mouse.move(5, 5);
      const problems = [];
      if (!seen.found) problems.push(`the hover does not show paragraph (4): "${text.slice(0, 400)}"`);
      if (!text.includes(`Text as of ${DATE}`)) problems.push(`the hover does not say the date it read at: "${text.slice(0, 400)}"`);
      if (!text.includes(`Open full text as of ${DATE}`)) problems.push('no "Open full text as of" link');
      if (after !== before) problems.push(`the hover spent ${after - before} credits`);
      if (problems.length) throw failure(problems.join('; '), shot);
      return { detail: `"${text.slice(0, 300)}…"; credits spent by the hover: ${after - before}`, screenshot: shot };
    },
  },
];
