// Shared by the integration suites: the extension's API, the local service's admin routes, documents, waiting.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { StatutesApi } from '../../src/api';
import type { VerifySummary } from '../../src/verify/verifyFeature';

export const EXTENSION_ID = 'statute-lookup.statute-lookup';

export function serviceUrl(): string {
  const url = process.env.STATUTES_TEST_SERVICE_URL;
  assert.ok(url, 'STATUTES_TEST_SERVICE_URL must be set (run through npm run test:integration)');
  return url;
}

export function apiKey(): string {
  const key = process.env.STATUTES_TEST_API_KEY;
  assert.ok(key, 'STATUTES_TEST_API_KEY must be set (run through npm run test:integration)');
  return key;
}

export type Dialect = 'interface' | 'live';

/**
 * Which published description the local service answers as in this run (`--dialect` of the harness):
 * `interface` (the older document) or `live` (the publisher's current API). Tests whose expectations
 * legitimately differ between the two (prices, paths, plan-gated answers) read it.
 */
export function testDialect(): Dialect {
  const dialect = process.env.STATUTES_TEST_DIALECT || 'interface';
  assert.ok(dialect === 'interface' || dialect === 'live', `STATUTES_TEST_DIALECT must be interface or live, got ${dialect}`);
  return dialect;
}

/**
 * Credits one call of `operation` costs on this run's dialect, as each dialect's document publishes
 * them (statute-lookup-api.md; live-api.md §2, where `sections` is per section found and `divisions`
 * per page). Use it where a test expects a price.
 */
export function price(operation: 'resolve' | 'section' | 'sectionBody' | 'related' | 'search' | 'sections' | 'divisions'): number {
  const prices = {
    interface: { resolve: 1, section: 1, sectionBody: 2, related: 1, search: 2, sections: 5, divisions: 0 },
    live: { resolve: 2, section: 2, sectionBody: 6, related: 2, search: 4, sections: 2, divisions: 1 },
  } as const;
  return prices[testDialect()][operation];
}

/** The plan of the test key: `business` lets it create webhook watches on the live dialect (the interface has no plans). */
export async function setPlan(plan: 'pro' | 'business', key = apiKey()): Promise<void> {
  const { creditsRemaining } = await admin<{ creditsRemaining: number }>('GET', `/__admin/ledger?key=${encodeURIComponent(key)}`);
  await admin('POST', '/__admin/credits', { key, credits: creditsRemaining, plan });
}

/** `title (live)`: a test or suite name that says which dialect it ran on. */
export function onDialect(title: string): string {
  return `${title} (${testDialect()})`;
}

export async function extensionApi(): Promise<StatutesApi> {
  const extension = vscode.extensions.getExtension<StatutesApi>(EXTENSION_ID);
  assert.ok(extension, `${EXTENSION_ID} is not installed in this VS Code`);
  return extension.activate();
}

/** Points the extension at the local service with the test key (user settings + secret storage). */
export async function configureService(url = serviceUrl(), key = apiKey()): Promise<void> {
  const config = vscode.workspace.getConfiguration('statutes');
  if (config.inspect<string>('serviceUrl')?.globalValue !== url) await config.update('serviceUrl', url, vscode.ConfigurationTarget.Global);
  await vscode.commands.executeCommand('statutes.setApiKey', key);
}

export async function setSetting(name: string, value: unknown): Promise<void> {
  await vscode.workspace.getConfiguration('statutes').update(name, value, vscode.ConfigurationTarget.Global);
}

/** A clean slate on both sides: service ledgers, credits, faults and rate limit; the extension's cache and pause. */
export async function resetAll(credits = 100_000): Promise<StatutesApi> {
  const api = await extensionApi();
  await admin('POST', '/__admin/reset', { keys: { [apiKey()]: credits } });
  await admin('POST', '/__admin/rate', { rate: '6000/60' });
  await configureService();
  await vscode.commands.executeCommand('statutes.clearCache');
  api.gate.resume();
  return api;
}

export async function admin<T = unknown>(method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(route, serviceUrl()), {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  assert.ok(response.ok, `${method} ${route} → ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

export interface KeyLedger {
  creditsConsumed: number;
  creditsRemaining: number;
  calls: Record<string, number>;
  statuses: Record<string, number>;
  rateLimited: number;
  /** The latest requests, oldest first. */
  requests: { method: string; path: string; operation: string | null; status: number | string; credits: number; at: string }[];
}

/** The service's own account of what the test key spent: the ground truth for credits. */
export function ledger(): Promise<KeyLedger> {
  return admin<KeyLedger>('GET', `/__admin/ledger?key=${encodeURIComponent(apiKey())}`);
}

export function totalCalls(l: KeyLedger): number {
  return Object.values(l.calls).reduce((a, b) => a + b, 0);
}

/**
 * The requests the key was charged for, as `GET /path (operation, 2 credits)`: what "pays nothing" forbids. (Free
 * calls a reset connection makes by itself, such as relearning the dialect from the pricing route, may land in any
 * test's ledger.)
 */
export function paidRequests(l: KeyLedger): string[] {
  return l.requests.filter((r) => r.credits > 0).map((r) => `${r.method} ${r.path} (${r.operation ?? 'no operation'}, ${r.credits} credits)`);
}

/** Writes a file into the workspace and opens it in an editor. */
export async function openDocument(name: string, text: string, languageId?: string): Promise<vscode.TextEditor> {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  assert.ok(folder, 'the integration workspace has no folder');
  const file = path.join(folder, name);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, text);
  let document = await vscode.workspace.openTextDocument(vscode.Uri.file(file));
  if (languageId && document.languageId !== languageId) document = await vscode.languages.setTextDocumentLanguage(document, languageId);
  return vscode.window.showTextDocument(document);
}

export async function hoverAt(document: vscode.TextDocument, needle: string, offsetInNeedle = 0): Promise<string> {
  const offset = document.getText().indexOf(needle);
  assert.ok(offset >= 0, `"${needle}" is not in ${document.uri.fsPath}`);
  const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', document.uri, document.positionAt(offset + offsetInNeedle));
  // Markdown escapes (`\.`, `\-`) are dropped so assertions read like what a person sees.
  return hovers.map((h) => h.contents.map((part) => (typeof part === 'string' ? part : part.value)).join('\n')).join('\n---\n').replace(/\\([^\w\s])/g, '$1');
}

/** Polls `condition` until it holds or `timeoutMs` passes; returns whether it held. */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type MessageFn = (message: string, ...rest: unknown[]) => Thenable<unknown>;

/**
 * Answers the window's message boxes the way a user would click, and records what they said.
 * `answer` picks the button from the message and its button titles (undefined = dismiss).
 */
export function answerMessages(answer: (message: string, buttons: string[]) => string | undefined): { messages: string[]; restore: () => void } {
  const messages: string[] = [];
  const window = vscode.window as unknown as Record<string, MessageFn>;
  const originals = new Map<string, MessageFn>();
  for (const name of ['showInformationMessage', 'showWarningMessage', 'showErrorMessage']) {
    originals.set(name, window[name]);
    window[name] = (message: string, ...rest: unknown[]) => {
      const options = rest[0] && typeof rest[0] === 'object' && !('title' in (rest[0] as object)) ? (rest[0] as { detail?: string }) : undefined;
      messages.push(options?.detail ? `${message}\n${options.detail}` : message);
      const buttons = rest.filter((r): r is string => typeof r === 'string');
      return Promise.resolve(answer(message, buttons));
    };
  }
  return {
    messages,
    restore: () => {
      for (const [name, fn] of originals) window[name] = fn;
    },
  };
}

/** Answers input boxes in order with the given values (undefined = Escape), recording their prompts. */
export function answerInputBoxes(values: (string | undefined)[]): { prompts: string[]; restore: () => void } {
  const prompts: string[] = [];
  const window = vscode.window as unknown as { showInputBox: (options?: vscode.InputBoxOptions) => Thenable<string | undefined> };
  const original = window.showInputBox;
  window.showInputBox = async (options?: vscode.InputBoxOptions) => {
    prompts.push(options?.prompt ?? options?.title ?? '');
    const value = values.shift();
    if (value !== undefined && options?.validateInput) {
      const problem = await options.validateInput(value);
      assert.ok(!problem, `the input box rejected "${value}": ${JSON.stringify(problem)}`);
    }
    return value;
  };
  return { prompts, restore: () => (window.showInputBox = original) };
}

/**
 * A QuickPick the test types into: VS Code's own widget is driven by the e2e suite; here the extension's
 * logic behind it (debounce, resolve or search, filters, insertion) runs against the real service.
 */
export class TypedQuickPick<T extends vscode.QuickPickItem> {
  readonly changeValue = new vscode.EventEmitter<string>();
  readonly accept = new vscode.EventEmitter<void>();
  readonly hidden = new vscode.EventEmitter<void>();
  readonly button = new vscode.EventEmitter<vscode.QuickInputButton>();
  readonly itemButton = new vscode.EventEmitter<vscode.QuickPickItemButtonEvent<T>>();
  value = '';
  items: readonly T[] = [];
  selectedItems: readonly T[] = [];
  activeItems: readonly T[] = [];
  buttons: readonly vscode.QuickInputButton[] = [];
  title: string | undefined;
  placeholder: string | undefined;
  busy = false;
  ignoreFocusOut = false;
  matchOnDescription = false;
  matchOnDetail = false;
  readonly onDidChangeValue = this.changeValue.event;
  readonly onDidAccept = this.accept.event;
  readonly onDidHide = this.hidden.event;
  readonly onDidTriggerButton = this.button.event;
  readonly onDidTriggerItemButton = this.itemButton.event;
  show(): void {}
  hide(): void {
    this.hidden.fire();
  }
  dispose(): void {}
  type(text: string): void {
    this.value = text;
    this.changeValue.fire(text);
  }
  pressItemButton(item: T): void {
    assert.ok(this.ignoreFocusOut, 'the search would close when the reader takes focus');
    const [button] = item.buttons ?? [];
    assert.ok(button, `"${item.label}" has no button`);
    this.itemButton.fire({ item, button });
  }
  choose(item: T): void {
    this.selectedItems = [item];
    this.accept.fire();
  }

  /** Makes vscode.window.createQuickPick hand out this pick once. */
  static install<T extends vscode.QuickPickItem>(): { pick: TypedQuickPick<T>; restore: () => void } {
    const pick = new TypedQuickPick<T>();
    const window = vscode.window as unknown as { createQuickPick: () => unknown };
    const original = window.createQuickPick;
    window.createQuickPick = () => {
      window.createQuickPick = original;
      return pick;
    };
    return { pick, restore: () => (window.createQuickPick = original) };
  }
}

/** Clicks the "Verify (≤ N credits)" button of verification's cost prompt. */
export const approveVerification = (_message: string, buttons: string[]): string | undefined => buttons.find((b) => b.startsWith('Verify ('));

/** Runs Verify Citations in Document on `document`, answering its prompts with `answer`; returns the summary and the messages shown. */
export async function verifyDocument(document: vscode.TextDocument, answer = approveVerification): Promise<{ summary: VerifySummary | undefined; messages: string[] }> {
  const prompts = answerMessages(answer);
  try {
    const summary = await vscode.commands.executeCommand<VerifySummary | undefined>('statutes.verifyDocument', document.uri);
    return { summary, messages: prompts.messages };
  } finally {
    prompts.restore();
  }
}
