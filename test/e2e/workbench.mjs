// Helpers for checks made the way a person uses the extension: a real workbench (code-server + headless
// chromium) with the extension loaded as a development extension, the mouse and the keyboard, and
// screenshots of what is on screen.
/* global fetch */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openWorkbench, startCodeServer } from '../harness/code-server.mjs';
import { ROOT, createSampleWorkspace, startStatuteService } from '../harness/fixtures.mjs';
import { provision } from '../harness/provision.mjs';

export const RESULTS_DIR = path.join(ROOT, 'test-results', 'e2e');

/**
 * The dialect of the session that is running (set by startSession): screenshot file names end with it,
 * so the two dialects' pictures sit side by side in RESULTS_DIR.
 * @type {'interface' | 'live' | undefined}
 */
let currentDialect;

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */
/** @typedef {import('playwright-core').FrameLocator} FrameLocator */

/**
 * @typedef {object} Session
 * @property {Page} page
 * @property {import('../harness/code-server.mjs').CodeServer} server
 * @property {import('../harness/fixtures.mjs').StatuteService} service
 * @property {'interface' | 'live'} dialect  which published description the statute service answers as
 * @property {{folder: string, brief: string}} workspace
 * @property {string[]} log  the workbench's log lines (codeAutomationLog)
 * @property {() => Promise<void>} close
 */

/**
 * Starts the statute service, a temp workspace with brief.md and code-server, then opens the workbench
 * with this extension loaded from the repository folder (after `npm run build`). Two ways to load it:
 *   - 'installed' (default): the folder is linked into code-server's extensions folder, so it loads as an
 *     installed extension, exactly as a user would see it (notification toasts included);
 *   - 'development': the payload `extensionDevelopmentPath` (an "[Extension Development Host]" window).
 *     This needs the smoke-test driver, which hides notification toasts (they stay in the bell's list).
 * @param {object} [options]
 * @param {'interface' | 'live'} [options.dialect]  the statute service's dialect (default interface)
 * @param {'installed' | 'development'} [options.mode]  default: STATUTES_E2E_MODE or 'installed'
 * @param {Record<string, unknown>} [options.settings]  more user settings
 * @param {(line: string) => void} [options.log]
 * @param {{width: number, height: number}} [options.viewport]
 * @returns {Promise<Session>}
 */
export async function startSession(options = {}) {
  const log = options.log ?? ((line) => console.log(`e2e: ${line}`));
  /** @type {(() => Promise<void>)[]} */
  const cleanups = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };
  try {
    const paths = await provision({ log });
    const dialect = options.dialect ?? 'interface';
    // A Business key on the live dialect: the checks create a webhook watch, which the live service
    // refuses to other plans (the interface has no plans).
    const service = await startStatuteService({ dialect, plan: dialect === 'live' ? 'business' : 'pro', log });
    currentDialect = dialect;
    cleanups.push(service.stop);
    const workspace = await createSampleWorkspace();
    cleanups.push(workspace.remove);
    const mode = options.mode ?? process.env.STATUTES_E2E_MODE ?? 'installed';
    if (mode !== 'installed' && mode !== 'development') throw new Error(`unknown e2e mode ${mode} (installed, development)`);
    const development = mode === 'development';
    const server = await startCodeServer({
      paths,
      folder: workspace.folder,
      settings: { 'statutes.serviceUrl': service.url, ...options.settings },
      linkExtensions: development ? [] : [ROOT],
      smokeTestDriver: development,
      log,
    });
    cleanups.push(server.stop);
    /** @type {string[]} */
    const lines = [];
    const workbench = await openWorkbench(server, {
      payload: development ? [['extensionDevelopmentPath', server.remoteUri(ROOT)], ['skipWelcome', 'true']] : undefined,
      viewport: options.viewport,
      onLog: (level, message) => lines.push(`[${level}] ${message}`),
    });
    cleanups.push(workbench.close);
    workbench.page.on('console', (message) => lines.push(`[console.${message.type()}] ${message.text()}`));
    workbench.page.on('pageerror', (error) => lines.push(`[page error] ${error.message}`));
    cleanups.push(async () => {
      await fs.mkdir(RESULTS_DIR, { recursive: true });
      await fs.writeFile(path.join(RESULTS_DIR, `workbench-${dialect}.log`), `${lines.join('\n')}\n--- code-server ---\n${server.output()}\n`);
    });
    await waitForWorkbench(workbench.page);
    return { page: workbench.page, server, service, dialect, workspace, log: lines, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Waits until the workbench shows the Explorer with the workspace folder.
 * @param {Page} page
 */
export async function waitForWorkbench(page) {
  await page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
  await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: 60_000 });
}

/**
 * Opens a file by clicking it in the Explorer, as a person would; waits for its editor.
 * @param {Page} page
 * @param {string} name  file name as the Explorer shows it
 */
export async function openFromExplorer(page, name) {
  const rows = page.locator('.explorer-folders-view');
  if (!(await rows.isVisible())) await page.keyboard.press('Control+Shift+E');
  await page.getByRole('treeitem', { name, exact: true }).click();
  await page.locator(`.tabs-container .tab[aria-label^="${name}"]`).first().waitFor();
  await activeEditor(page).locator('.view-lines .view-line').first().waitFor();
}

/**
 * @param {Page} page
 * @returns {Locator} the focused editor group's text editor
 */
export function activeEditor(page) {
  return page.locator('.editor-group-container.active .editor-instance .monaco-editor').first();
}

/**
 * Screen rectangle of `text` in the active editor's visible lines (the first occurrence).
 * Monaco renders spaces as U+00A0 and splits a line into token spans; both are handled.
 * @param {Page} page
 * @param {string} text
 * @returns {Promise<{x: number, y: number, width: number, height: number}>}
 */
export async function textRect(page, text) {
  const editor = activeEditor(page);
  const rect = await editor.evaluate((root, wanted) => {
    for (const line of root.querySelectorAll('.view-lines .view-line')) {
      /** @type {{node: Text, start: number}[]} */
      const nodes = [];
      let content = '';
      const walker = document.createTreeWalker(line, 4 /* NodeFilter.SHOW_TEXT */);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        nodes.push({ node: /** @type {Text} */ (node), start: content.length });
        content += (node.nodeValue ?? '').replace(/\u00a0/g, ' ');
      }
      const index = content.indexOf(wanted);
      if (index < 0) continue;
      const locate = (/** @type {number} */ offset) => {
        const hit = nodes.findLast((n) => n.start <= offset) ?? nodes[0];
        return { node: hit.node, offset: offset - hit.start };
      };
      const from = locate(index);
      const to = locate(index + wanted.length);
      const range = document.createRange();
      range.setStart(from.node, from.offset);
      range.setEnd(to.node, to.offset);
      const box = range.getBoundingClientRect();
      return { x: box.x, y: box.y, width: box.width, height: box.height };
    }
    return undefined;
  }, text);
  if (!rect) throw new Error(`"${text}" is not visible in the active editor`);
  return rect;
}

/**
 * Hovers `text` in the active editor with the real mouse until the hover widget shows. The first hover
 * can race the extension's activation, so the mouse moves off and back on between attempts; the last
 * resort is the keyboard (click the text, then Ctrl+K Ctrl+I).
 * @param {Page} page
 * @param {string} text
 * @param {{attempts?: number, within?: number, at?: number}} [options] `within`: ms to wait for the widget per
 *   attempt; `at`: where along the text to point, from 0 (its start) to 1 (its end), default 0.5 (a hint's
 *   marker covers only the first characters of its range)
 * @returns {Promise<Locator>} the visible hover widget
 */
export async function hoverText(page, text, options = {}) {
  const attempts = options.attempts ?? 6;
  const within = options.within ?? 2500;
  const at = options.at ?? 0.5;
  const hover = visibleHover(page);
  const editorBox = await activeEditor(page).boundingBox();
  if (!editorBox) throw new Error('no active editor on screen');
  for (let attempt = 0; attempt < attempts; attempt++) {
    const box = await textRect(page, text);
    // off: a blank spot low in the editor; on: the middle of the text
    await page.mouse.move(editorBox.x + editorBox.width - 40, editorBox.y + editorBox.height - 40, { steps: 2 });
    await sleep(150);
    await page.mouse.move(box.x + box.width * at, box.y + box.height / 2, { steps: 4 });
    if (await hover.waitFor({ state: 'visible', timeout: within }).then(() => true, () => false)) return hover;
  }
  const box = await textRect(page, text);
  await page.mouse.click(box.x + box.width * at, box.y + box.height / 2);
  await page.keyboard.press('Control+K');
  await page.keyboard.press('Control+I');
  await hover.waitFor({ state: 'visible', timeout: within * 2 });
  return hover;
}

/**
 * @param {Page} page
 * @returns {Locator} the editor hover widget when it is showing
 */
export function visibleHover(page) {
  return page.locator('.monaco-hover:not(.hidden)').filter({ has: page.locator('.hover-contents, .rendered-markdown') }).first();
}

/**
 * Waits until `locator`'s text contains `expected`; returns the last text seen.
 * @param {Locator} locator
 * @param {string} expected
 * @param {number} [timeoutMs]
 * @returns {Promise<{found: boolean, text: string}>}
 */
export async function waitForText(locator, expected, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let text = '';
  for (;;) {
    // Monaco renders spaces as U+00A0
    text = ((await locator.innerText({ timeout: 1000 }).catch(() => text)) ?? '').replace(/\u00a0/g, ' ');
    if (text.includes(expected)) return { found: true, text };
    if (Date.now() > deadline) return { found: false, text };
    await sleep(200);
  }
}

/**
 * Runs a command through F1 (the Command Palette) by its title as the palette shows it.
 * @param {Page} page
 * @param {string} title  e.g. "Statutes: Set API Key…"
 * @param {number} [timeoutMs]
 */
export async function runCommand(page, title, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  const row = page.locator('.quick-input-widget .monaco-list-row', { hasText: title }).first();
  // Right after start-up the extension's commands may not be registered yet, and an open palette
  // does not refresh its list: close it and try again.
  for (;;) {
    // A palette still closing after the last command is inert while it fades out, and the locator
    // below would find it: let it go first (it may also be an input box a check left open on purpose).
    await page.locator('.quick-input-widget').first().waitFor({ state: 'hidden', timeout: 2000 }).catch(() => {});
    await page.keyboard.press('F1');
    const input = quickInput(page);
    await input.waitFor();
    const filled = await input.fill(`>${title}`, { timeout: 5000 }).then(() => true, () => false);
    if (filled && (await row.waitFor({ timeout: 2000 }).then(() => true, () => false))) break;
    await page.keyboard.press('Escape');
    if (Date.now() > deadline) throw new Error(`the Command Palette has no command "${title}"`);
    await sleep(500);
  }
  await page.keyboard.press('Enter');
}

/**
 * @param {Page} page
 * @returns {Locator} the quick input (Command Palette, input boxes)
 */
export function quickInput(page) {
  return page.locator('.quick-input-widget:not([style*="display: none"]) input.input').first();
}

/**
 * Answers an input box (e.g. from showInputBox) by typing and pressing Enter.
 * @param {Page} page
 * @param {string} value
 * @param {{beforeEnter?: () => Promise<void>}} [options]  e.g. a screenshot of the filled box
 */
export async function answerInputBox(page, value, options = {}) {
  const input = quickInput(page);
  await input.waitFor();
  await input.fill(value);
  await options.beforeEnter?.();
  await page.keyboard.press('Enter');
  await page.locator('.quick-input-widget').first().waitFor({ state: 'hidden', timeout: 10_000 });
}

/**
 * Expands a view (e.g. in the Explorer or a custom view container) by clicking its header if collapsed.
 * @param {Page} page
 * @param {string} title  the view title as its header shows it
 * @returns {Promise<Locator>} the header
 */
export async function expandView(page, title) {
  const header = page.locator('.pane-header', { hasText: title }).first();
  await header.waitFor();
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  return header;
}

/**
 * The content of the active webview (panel or view): VS Code nests it in two iframes.
 * @param {Page} page
 * @returns {FrameLocator}
 */
export function webview(page) {
  return page.frameLocator('iframe.webview.ready').frameLocator('#active-frame');
}

/**
 * An error for a failed check that carries the screenshot showing the failure.
 * @param {string} message
 * @param {string} [shot]  from screenshot()
 * @returns {Error}
 */
export function failure(message, shot) {
  return Object.assign(new Error(message), { screenshot: shot });
}

/**
 * Saves a screenshot of the whole window to test-results/e2e/<name>-<dialect>.png.
 * @param {Page} page
 * @param {string} name  file name without extension and dialect
 * @returns {Promise<string>} path relative to the repository
 */
export async function screenshot(page, name) {
  await fs.mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}${currentDialect ? `-${currentDialect}` : ''}.png`);
  await page.screenshot({ path: file });
  return path.relative(ROOT, file);
}

/**
 * Types `text` into the open quick input with real keystrokes and presses Enter: an input box's
 * answer, as a person gives it. Whatever the box holds already (a default value) is selected first
 * and replaced.
 * @param {Page} page
 * @param {string} text  '' to accept the box as it is
 * @param {{title?: string, beforeEnter?: () => Promise<void>, delay?: number}} [options]
 *   `title`: wait for the box with this title first (input boxes follow each other in one widget)
 */
export async function typeAnswer(page, text, options = {}) {
  const input = quickInput(page);
  await input.waitFor();
  if (options.title) await quickInputTitle(page, options.title).waitFor({ timeout: 15_000 });
  await input.focus();
  if (text) {
    await page.keyboard.press('Control+A');
    await page.keyboard.type(text, { delay: options.delay ?? 25 });
  }
  await options.beforeEnter?.();
  await page.keyboard.press('Enter');
}

/**
 * @param {Page} page
 * @param {string} title
 * @returns {Locator} the quick input's title bar when it shows `title`
 */
export function quickInputTitle(page, title) {
  return page.locator('.quick-input-widget:not([style*="display: none"]) .quick-input-title', { hasText: title }).first();
}

/**
 * @param {Page} page
 * @param {string | RegExp} text
 * @returns {Locator} a row of the open quick pick showing `text`
 */
export function quickPickRow(page, text) {
  return page.locator('.quick-input-widget:not([style*="display: none"]) .quick-input-list .monaco-list-row', { hasText: text }).first();
}

/**
 * A list row (quick pick, tree view) as a person reads it: label — description — detail.
 * @param {Locator} row
 * @returns {Promise<string>}
 */
export async function rowText(row) {
  const parts = await row.evaluate((node) =>
    [...node.querySelectorAll('.label-name, .label-description')]
      .filter((part) => !part.parentElement?.closest('.label-name, .label-description'))
      .map((part) => (part.textContent ?? '').replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  );
  return parts.join(' — ');
}

/**
 * Waits until the quick input is gone.
 * @param {Page} page
 * @param {number} [timeoutMs]
 */
export async function quickInputClosed(page, timeoutMs = 10_000) {
  await page.locator('.quick-input-widget').first().waitFor({ state: 'hidden', timeout: timeoutMs });
}

/**
 * Closes every editor and editor group (readers and diffs included), so the next check starts with one
 * empty editor area and no other webview on screen.
 * @param {Page} page
 */
export async function closeAllEditors(page) {
  await runCommand(page, 'View: Close All Editor Groups');
  await page.locator('.editor-group-container .tabs-container .tab').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => {});
}

/**
 * Clears the notification toasts (and the Notifications list), as a person dismisses them.
 * @param {Page} page
 */
export async function clearNotifications(page) {
  await runCommand(page, 'Notifications: Clear All Notifications');
  await page.locator('.notifications-toasts .notification-toast').first().waitFor({ state: 'hidden', timeout: 5000 }).catch(() => {});
}

/**
 * Hides the panel (Problems, Output, …) if it is showing, to give the editor area the room.
 * @param {Page} page
 */
export async function hidePanel(page) {
  if (await page.locator('.part.panel').first().isVisible()) await runCommand(page, 'View: Hide Panel');
}

/**
 * @param {Page} page
 * @returns {Locator} a modal dialog (e.g. from showWarningMessage with `modal: true`)
 */
export function dialog(page) {
  return page.locator('.monaco-dialog-box').first();
}

/**
 * The visible text of the active editor (its rendered lines; enough for short files), spaces normalised.
 * @param {Page} page
 * @returns {Promise<string>}
 */
export async function editorText(page) {
  const lines = await activeEditor(page).locator('.view-lines .view-line').evaluateAll((nodes) =>
    nodes
      .map((node) => ({ top: parseFloat(/** @type {HTMLElement} */ (node).style.top) || 0, text: (node.textContent ?? '').replace(/\u00a0/g, ' ') }))
      .sort((a, b) => a.top - b.top)
      .map((line) => line.text),
  );
  return lines.join('\n');
}

/**
 * Writes a file into the workspace folder, as another program would, and waits until the Explorer lists it.
 * @param {Session} session
 * @param {string} name  path relative to the workspace folder
 * @param {string} contents
 */
export async function addToWorkspace(session, name, contents) {
  await fs.writeFile(path.join(session.workspace.folder, name), contents);
  const { page } = session;
  const row = page.locator('.explorer-folders-view').getByRole('treeitem', { name, exact: true });
  if (!(await page.locator('.explorer-folders-view').isVisible())) await page.keyboard.press('Control+Shift+E');
  if (await row.waitFor({ timeout: 5000 }).then(() => true, () => false)) return;
  await runCommand(page, 'File: Refresh Explorer');
  await row.waitFor({ timeout: 10_000 });
}

/**
 * Opens a view container from the activity bar by clicking its icon (once: a second click would close it).
 * @param {Page} page
 * @param {string} title  e.g. "Statutes"
 */
export async function openViewContainer(page, title) {
  const item = page.locator('.activitybar .action-item', { has: page.locator(`a[aria-label^="${title}"]`) }).first();
  await item.waitFor();
  if (!(await item.evaluate((node) => node.classList.contains('checked')))) await item.locator('a').first().click();
  await page.locator('.sidebar .composite.title', { hasText: title }).first().waitFor();
}

/**
 * @param {Page} page
 * @param {string} viewTitle  the view's header title, e.g. "Codes"
 * @returns {Locator} the view's pane (header and body)
 */
export function viewPane(page, viewTitle) {
  return page.locator('.pane', { has: page.locator('.pane-header', { hasText: viewTitle }) }).first();
}

/**
 * Calls an admin route of the local statute service (loopback only, no key, never charged).
 * @param {import('../harness/fixtures.mjs').StatuteService} service
 * @param {'GET' | 'POST' | 'DELETE'} method
 * @param {string} route  e.g. '/__admin/html'
 * @param {unknown} [body]
 * @returns {Promise<any>} the JSON answer
 */
export async function serviceAdmin(service, method, route, body) {
  const response = await fetch(`${service.url}${route}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: HTTP ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * Waits for a notification toast containing `text` (or finds it in the Notifications list).
 * @param {Page} page
 * @param {string} text
 * @param {number} [timeoutMs]
 * @returns {Promise<Locator>}
 */
export async function notification(page, text, timeoutMs = 10_000) {
  const toast = page.locator('.notifications-toasts .notification-toast', { hasText: text }).first();
  if (await toast.waitFor({ timeout: timeoutMs }).then(() => true, () => false)) return toast;
  // No toast: with the smoke-test driver ('development' mode) VS Code shows none. Look in the list.
  await runCommand(page, 'Notifications: Show Notifications');
  const item = page.locator('.notifications-center .notification-list-item', { hasText: text }).first();
  await item.waitFor({ timeout: 5000 });
  return item;
}
