// What a lawyer meets at the desk: Bluebook-form hints that are counted and reachable, prices in words,
// Id. and short forms offered when inserting, and the last check's results after a reload.
import { setTimeout as sleep } from 'node:timers/promises';
import {
  activeEditor, addToWorkspace, dialog, editorText, failure, hoverText, notification, openFromExplorer, quickInput, quickInputClosed, quickPickRow, rowText,
  runCommand, screenshot, serviceAdmin, textRect, typeAnswer, waitForText, waitForWorkbench,
} from '../workbench.mjs';

const MEMO = 'hints-memo.md';
const MEMO_TEXT = '# Memo\n\nPlaintiff relies on 17 USC 115, on 17 U.S.C. § 1599 and on 35 U.S.C. § 104.\n';
const SHORT = 'short-form.md';
const SHORT_LINE = 'Fair use is codified at 17 U.S.C. § 107. The factors are listed at ';

/**
 * @param {import('../../harness/fixtures.mjs').StatuteService} service
 * @returns {Promise<{creditsConsumed: number, requests: unknown[]}>}
 */
function keyLedger(service) {
  return serviceAdmin(service, 'GET', `/__admin/ledger?key=${encodeURIComponent(service.apiKey)}`);
}

/** @type {import('../run.mjs').Check[]} */
export const CHECKS = [
  {
    name: 'bluebook hints (lawyer desk): verifying a memo counts the citation not in Bluebook form, and hovering its last characters shows the form',
    async run(session) {
      const { page } = session;
      await addToWorkspace(session, MEMO, MEMO_TEXT);
      await openFromExplorer(page, MEMO);
      await runCommand(page, 'Statutes: Verify Citations in Document');
      const box = dialog(page);
      if (await box.waitFor({ timeout: 15_000 }).then(() => true, () => false)) {
        await box.getByRole('button', { name: /^Verify \(/ }).click();
        await box.waitFor({ state: 'hidden', timeout: 5000 });
      }
      const done = await notification(page, 'Statute Lookup: Verified', 60_000);
      const summary = (await done.innerText()).replace(/\s+/g, ' ').trim();
      // Not the first characters (where VS Code draws a hint's dots): the end of the citation.
      const hover = await hoverText(page, '17 USC 115', { at: 0.9 });
      const hint = await waitForText(hover, 'Bluebook form: 17 U.S.C. § 115', 8000);
      await sleep(300);
      const shot = await screenshot(page, 'bluebook-hints');
      await page.mouse.move(5, 5);
      const problems = [];
      if (!/1 not in Bluebook form/.test(summary)) problems.push(`the summary does not count the Bluebook-form hint: "${summary}"`);
      if (!hint.found) problems.push(`hovering the end of "17 USC 115" does not show its Bluebook form; it shows "${hint.text.replace(/\s+/g, ' ').trim()}"`);
      if (problems.length) throw failure(problems.join('; '), shot);
      return { detail: `"${summary}"; hover over "…115": "Bluebook form: 17 U.S.C. § 115 · Use it"`, screenshot: shot };
    },
  },
  {
    name: 'pricing words (lawyer desk): the status-bar tooltip lists the prices as a lawyer names them, with the balance the service reports',
    async run({ page }) {
      const item = page.locator('.statusbar-item', { has: page.locator('.codicon-law') }).first();
      await item.hover();
      const tooltip = page.locator('.monaco-hover:not(.hidden), .custom-hover', { hasText: 'Read full text' }).first();
      const shown = await tooltip.waitFor({ timeout: 8000 }).then(() => true, () => false);
      await sleep(300);
      const shot = await screenshot(page, 'pricing-words');
      const text = shown ? (await tooltip.innerText()).replace(/\s+/g, ' ').trim() : '';
      await page.mouse.move(5, 5);
      const problems = [];
      if (!shown) problems.push('hovering the credits in the status bar shows no price list with "Read full text"');
      for (const words of ['Read full text', 'Neighbouring sections', 'Watch a code', 'Verify a citation', 'Balance:']) if (shown && !text.includes(words)) problems.push(`the tooltip lacks "${words}"`);
      for (const api of ['sectionBody', 'createWatch', 'related']) if (text.includes(api)) problems.push(`the tooltip speaks API: "${api}"`);
      if (problems.length) throw failure(`${problems.join('; ')} — tooltip: "${text}"`, shot);
      return { detail: `tooltip: "${text}"`, screenshot: shot };
    },
  },
  {
    name: 'short form insert (lawyer desk): right after 17 U.S.C. § 107, Insert Citation of § 107(4) offers Id. § 107(4) first and inserts it',
    async run(session) {
      const { page } = session;
      await addToWorkspace(session, SHORT, `# Brief\n\n${SHORT_LINE}\n`);
      await openFromExplorer(page, SHORT);
      const at = await textRect(page, 'listed at');
      await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
      await page.keyboard.press('End');
      await runCommand(page, 'Statutes: Insert Citation…');
      await page.locator('.quick-input-widget:not([style*="display: none"]) input[placeholder^="Type a citation"]').waitFor({ timeout: 10_000 });
      await quickInput(page).focus();
      await page.keyboard.type('17 USC 107', { delay: 40 });
      await quickPickRow(page, '17 U.S.C. § 107').waitFor({ timeout: 20_000 });
      await page.locator('.quick-input-widget .quick-input-progress.active').first().waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => {});
      await sleep(300);
      await page.keyboard.press('Enter');
      await typeAnswer(page, '(4)', { title: 'Insert 17 U.S.C. § 107' });
      const title = page.locator('.quick-input-widget:not([style*="display: none"]) .quick-input-title', { hasText: 'Insert 17 U.S.C. § 107(4) as' }).first();
      await title.waitFor({ timeout: 10_000 });
      await sleep(300);
      const rows = page.locator('.quick-input-widget .quick-input-list .monaco-list-row');
      const offered = [];
      for (let i = 0; i < (await rows.count()); i++) offered.push(await rowText(rows.nth(i)));
      const shot = await screenshot(page, 'short-form-insert');
      await page.keyboard.press('Enter');
      await quickInputClosed(page);
      let text = '';
      for (let attempt = 0; attempt < 20 && !text.includes('*Id.* § 107(4)'); attempt++) {
        await sleep(200);
        text = await editorText(page);
      }
      await page.keyboard.press('Control+S');
      const problems = [];
      if (!offered[0]?.startsWith('Id. § 107(4)')) problems.push(`the first form offered is not Id. § 107(4): ${offered.join(' | ')}`);
      if (!offered.some((o) => o.startsWith('§ 107(4)')) || !offered.some((o) => o.startsWith('17 U.S.C. § 107(4)'))) problems.push(`the short and full forms are not both offered: ${offered.join(' | ')}`);
      if (!text.includes(`${SHORT_LINE}*Id.* § 107(4)`)) problems.push(`the line does not end in "*Id.* § 107(4)": ${text}`);
      if (problems.length) throw failure(problems.join('; '), shot);
      return { detail: `offered: ${offered.join(' | ')}; Enter inserted "*Id.* § 107(4)"`, screenshot: shot };
    },
  },
  {
    name: 'results after reopen (lawyer desk): after reloading the window, the memo shows its last check again from the cache, free, saying when it ran',
    async run({ page, service }) {
      const before = await keyLedger(service);
      await page.reload();
      await waitForWorkbench(page);
      await openFromExplorer(page, MEMO);
      await runCommand(page, 'View: Focus Problems');
      const panel = page.locator('.markers-panel').first();
      const row = panel.locator('.monaco-list-row', { hasText: 'from the last check' }).first();
      const restored = await row.waitFor({ timeout: 20_000 }).then(() => true, () => false);
      await sleep(500);
      const rows = [];
      const all = panel.locator('.monaco-list-row');
      for (let i = 0; i < (await all.count()); i++) rows.push(((await all.nth(i).getAttribute('aria-label')) ?? '').trim());
      // The editor draws its decorations after the Problems panel lists the markers: wait for one rather than count at once.
      const squiggles = await activeEditor(page).locator('.squiggly-error, .squiggly-warning').first().waitFor({ timeout: 10_000 }).then(() => true, () => false);
      const shot = await screenshot(page, 'results-after-reopen');
      const after = await keyLedger(service);
      const problems = [];
      if (!restored) problems.push(`no finding "from the last check" in the Problems panel: ${rows.join(' | ')}`);
      if (!rows.some((r) => r.includes('17 U.S.C. § 1599 was not found'))) problems.push('the not-found citation is not listed again');
      if (!squiggles) problems.push('no squiggle in the editor');
      // The reloaded window lists watches and coverage (free); nothing about the memo's citations is asked.
      const sent = after.requests.slice(before.requests.length).map((r) => /** @type {{operation: string, credits: number}} */ (r));
      const lookups = sent.filter((r) => ['resolve', 'resolveBatch', 'section', 'sections', 'sectionBody', 'related', 'search'].includes(r.operation) || r.credits > 0);
      if (lookups.length) problems.push(`showing them sent ${lookups.length} lookup(s) to the service: ${lookups.map((r) => r.operation).join(', ')}`);
      if (after.creditsConsumed !== before.creditsConsumed) problems.push(`showing them cost ${after.creditsConsumed - before.creditsConsumed} credits`);
      if (problems.length) throw failure(problems.join('; '), shot);
      return { detail: `${rows.filter(Boolean).join(' | ')}; lookups sent: ${lookups.length}, credits: ${after.creditsConsumed - before.creditsConsumed} (the reloaded window's free calls: ${sent.map((r) => r.operation).join(', ') || 'none'})`, screenshot: shot };
    },
  },
];
