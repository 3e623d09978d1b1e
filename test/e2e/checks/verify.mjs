// Verifying the demo brief: the cost prompt, then the findings in the Problems panel and the editor.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from '../../harness/fixtures.mjs';
import { activeEditor, addToWorkspace, dialog, failure, hoverText, notification, openFromExplorer, runCommand, screenshot, serviceAdmin, waitForText } from '../workbench.mjs';

/** The demo brief, copied into the e2e workspace under this name. */
export const DEMO_BRIEF = 'sample-brief.md';

/** Findings the demo brief must produce: severity as the Problems panel names it, and words of the message. */
const EXPECTED = [
  { severity: 'Error', words: '17 U.S.C. § 1599 was not found' },
  { severity: 'Warning', words: '35 U.S.C. § 104' , also: 'repealed' },
  { severity: 'Info', words: 'Cal. Civ. Code § 3294' },
];

/** A citation of the demo brief in a form that earns a Hint, and the form the hint suggests. */
const HINTED = '17 USC 115';
const HINTED_CANONICAL = '17 U.S.C. § 115';

/** What the cost prompt asked, for the next check. */
const verified = { maxCredits: 0 };

/** @type {import('../run.mjs').Check[]} */
export const CHECKS = [
  {
    name: 'verify-cost-prompt: F1 › Statutes: Verify Citations in Document asks first and shows what it costs at most',
    async run(session) {
      const { page } = session;
      await addToWorkspace(session, DEMO_BRIEF, await fs.readFile(path.join(ROOT, 'samples', 'sample-brief.md'), 'utf8'));
      await openFromExplorer(page, DEMO_BRIEF);
      await runCommand(page, 'Statutes: Verify Citations in Document');
      const box = dialog(page);
      await box.waitFor({ timeout: 20_000 });
      const message = (await box.locator('.dialog-message-text').innerText()).trim();
      const detail = (await box.locator('.dialog-message-detail').innerText().catch(() => '')).trim();
      const verify = box.getByRole('button', { name: /^Verify \(/ });
      await verify.waitFor();
      const label = (await verify.innerText()).trim();
      await sleep(300); // the dialog animates in
      const shot = await screenshot(page, 'verify-cost-prompt');
      const cost = /at most ([\d,]+) credits?/.exec(message);
      if (!cost) throw failure(`the prompt does not say what it costs at most: "${message}"`, shot);
      const max = Number(cost[1].replace(/,/g, ''));
      if (!(max > 0)) throw failure(`the prompt's cost is not a positive number of credits: "${message}"`, shot);
      if (!message.includes(DEMO_BRIEF)) throw failure(`the prompt does not name the document: "${message}"`, shot);
      if (!label.includes(`≤ ${cost[1]}`)) throw failure(`the button "${label}" does not carry the same cost as the message (${cost[1]})`, shot);
      verified.maxCredits = max;
      await verify.click();
      await box.waitFor({ state: 'hidden', timeout: 5000 });
      return { detail: `"${message}" ${detail ? `(${detail}) ` : ''}— clicked "${label}"`, screenshot: shot };
    },
  },
  {
    name: 'verify-problems: the findings are listed in the Problems panel, squiggled in the editor, and the credits spent are in the status bar',
    async run({ page, service }) {
      const done = await notification(page, `Statute Lookup: Verified`, 60_000);
      const summary = (await done.innerText()).replace(/\s+/g, ' ').trim();
      await runCommand(page, 'View: Focus Problems');
      const panel = page.locator('.markers-panel').first();
      await panel.locator('.monaco-list-row').first().waitFor({ timeout: 15_000 });
      const labels = await problemLabels(page);
      const missing = EXPECTED.filter((e) => !labels.some((l) => l.startsWith(e.severity) && l.includes(e.words) && (!e.also || l.includes(e.also))));
      // Show the worst finding in the editor, as a person clicking it would.
      const error = panel.locator('.monaco-list-row', { hasText: '17 U.S.C. § 1599' }).first();
      await page.keyboard.press('Home');
      await error.click();
      await sleep(500);
      const editor = activeEditor(page);
      const squiggles = {
        error: await editor.locator('.squiggly-error').count(),
        warning: await editor.locator('.squiggly-warning').count(),
        info: await editor.locator('.squiggly-info').count(),
        hint: await editor.locator('.squiggly-hint').count(),
      };
      const credits = await statusBarCredits(page, service);
      const shot = await screenshot(page, 'verify-problems');
      // the hint's message, as a person reads it: hover the citation written in a non-Bluebook form
      const hover = await hoverText(page, HINTED, { at: 0.08 });
      const hint = await waitForText(hover, `Bluebook form: ${HINTED_CANONICAL}`, 5000);
      await page.mouse.move(5, 5);

      const problems = [];
      if (missing.length) problems.push(`the Problems panel lacks ${missing.map((m) => `${m.severity} "${m.words}"`).join(', ')}`);
      if (!squiggles.error) problems.push('no error squiggle is on screen after clicking the 1599 problem');
      if (!squiggles.warning) problems.push('no warning squiggle is on screen');
      // VS Code's Problems view lists errors, warnings and infos only: hints show in the editor alone
      if (!squiggles.hint) problems.push('no hint (the dotted Bluebook-form marker) is on screen');
      if (!hint.found) problems.push(`hovering "${HINTED}" does not show the hint "Bluebook form: ${HINTED_CANONICAL}"; it shows "${hint.text.replace(/\s+/g, ' ').trim()}"`);
      if (!credits.ok) problems.push(credits.message);
      if (!/Verified \d+ citations? in/.test(summary)) problems.push(`the summary toast says "${summary}"`);
      const counts = ['Error', 'Warning', 'Info'].map((s) => `${labels.filter((l) => l.startsWith(s)).length} ${s.toLowerCase()}`).join(', ');
      const detail = `"${summary}"; Problems: ${counts} (${labels.length} rows); hint on "${HINTED}": ${hint.found ? `"Bluebook form: ${HINTED_CANONICAL}"` : 'none'}; squiggles on screen: ${JSON.stringify(squiggles)}; status bar "${credits.text}" (service ledger ${credits.ledger}, prompt said at most ${verified.maxCredits})`;
      if (problems.length) throw failure(`${problems.join('; ')} — ${detail}`, shot);
      return { detail, screenshot: shot };
    },
  },
];

/**
 * The Problems panel's rows, read as a person scrolls through them with the keyboard (the list only
 * renders the rows on screen). Each is its aria-label, e.g. "Error: 17 U.S.C. § 1599 was not found…".
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string[]>}
 */
async function problemLabels(page) {
  const panel = page.locator('.markers-panel').first();
  const tree = panel.locator('.monaco-list').first();
  await tree.focus();
  await page.keyboard.press('Home');
  /** @type {string[]} */
  const seen = [];
  let last = '';
  for (let i = 0; i < 200; i++) {
    const focused = panel.locator('.monaco-list-row.focused').first();
    const label = (await focused.getAttribute('aria-label', { timeout: 2000 }).catch(() => null)) ?? '';
    if (label && label === last) break;
    if (label) seen.push(label);
    last = label;
    await page.keyboard.press('ArrowDown');
  }
  return seen;
}

/**
 * The credits the status bar shows, compared with what the service charged this key (they agree once
 * the last answers are in).
 * @param {import('playwright-core').Page} page
 * @param {import('../../harness/fixtures.mjs').StatuteService} service
 * @returns {Promise<{ok: boolean, message: string, text: string, ledger: number}>}
 */
async function statusBarCredits(page, service) {
  const item = page.locator('.statusbar-item', { has: page.locator('.codicon-law') }).first();
  let text = '';
  let ledger = -1;
  for (let attempt = 0; attempt < 20; attempt++) {
    text = ((await item.innerText({ timeout: 2000 }).catch(() => '')) ?? '').replace(/\s+/g, ' ').trim();
    ledger = (await serviceAdmin(service, 'GET', `/__admin/ledger?key=${encodeURIComponent(service.apiKey)}`)).creditsConsumed;
    const shown = /([\d,]+) credits?/.exec(text);
    if (shown && Number(shown[1].replace(/,/g, '')) === ledger && ledger > 0) return { ok: true, message: '', text, ledger };
    await sleep(250);
  }
  return { ok: false, message: `the status bar shows "${text}" but the service charged ${ledger} credits`, text, ledger };
}
