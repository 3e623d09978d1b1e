import DOMPurify from 'dompurify';
import { asOfNotice } from '../../core/lookup/asOfNotice';
import { withPinpoint } from '../../core/lookup/citedForm';
import { exhaustive, type FromWebview, type ReaderState, type ReaderView, type ToWebview } from './protocol';

declare function acquireVsCodeApi(): { postMessage(message: FromWebview): void; getState(): unknown; setState(state: unknown): void };

const vscode = acquireVsCodeApi();
const root = document.getElementById('root') as HTMLElement;
let state: ReaderState = (vscode.getState() as ReaderState | undefined) ?? (JSON.parse(document.body.dataset.state ?? '{}') as ReaderState);
vscode.setState(state);

/** Statute HTML from the service is data: no scripts, handlers, styles, forms, embeds or outside resources. */
const FORBID_TAGS = ['style', 'link', 'meta', 'base', 'img', 'picture', 'source', 'video', 'audio', 'svg', 'math', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'template', 'noscript'];
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  // Only links within the section survive, on whatever element links (<a>, <area>); the rest become plain text.
  const href = node.getAttribute('href');
  if (href !== null && !href.startsWith('#')) node.removeAttribute('href');
  node.removeAttribute('target');
});

function sanitize(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'background', 'poster', 'xlink:href'],
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: { className?: string; text?: string; title?: string } = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.text !== undefined) node.textContent = props.text;
  if (props.title) node.title = props.title;
  node.append(...children);
  return node;
}

function button(icon: string, label: string, message: FromWebview, options: { shortcut?: string; iconOnly?: boolean } = {}): HTMLButtonElement {
  const b = el('button', { className: 'action', title: options.shortcut ? `${label} (${options.shortcut})` : label });
  b.type = 'button';
  b.setAttribute('aria-label', label);
  b.append(el('span', { className: `codicon codicon-${icon}` }));
  if (!options.iconOnly) b.append(el('span', { text: label }));
  b.addEventListener('click', () => vscode.postMessage(message));
  return b;
}

function toolbar(): HTMLElement {
  const date = el('input');
  date.type = 'date';
  date.id = 'as-of';
  date.value = state.asOf ?? '';
  date.max = new Date().toISOString().slice(0, 10);
  date.addEventListener('change', () => {
    if (date.value) vscode.postMessage({ type: 'asOf', date: date.value });
  });
  const label = el('label', { text: 'As of ' });
  label.htmlFor = 'as-of';
  const current = button('history', 'Current text', { type: 'asOf', date: null });
  current.disabled = !state.asOf;
  return el(
    'nav',
    { className: 'toolbar' },
    button('arrow-left', 'Previous section', { type: 'navigate', direction: 'previous' }, { shortcut: 'Alt+←' }),
    button('arrow-right', 'Next section', { type: 'navigate', direction: 'next' }, { shortcut: 'Alt+→' }),
    el('span', { className: 'date' }, label, date, current),
    button('copy', 'Copy citation', { type: 'copy' }),
    button('insert', 'Insert into editor', { type: 'insert' }),
    button('diff', 'Compare versions…', { type: 'compare' }),
  );
}

function header(view: ReaderView): HTMLElement {
  const meta = el('p', { className: 'meta' }, el('span', { className: `status status-${view.statusKind}`, text: view.status }));
  if (view.currentThrough) meta.append(el('span', { text: ` · current through ${view.currentThrough}` }));
  const head = el('header', {}, el('h1', { text: withPinpoint(view.citation, view.pinpoint) }));
  if (view.heading) head.append(el('h2', { text: view.heading }));
  if (view.breadcrumb.length) head.append(el('p', { className: 'breadcrumb', text: view.breadcrumb.join(' › ') }));
  head.append(meta);
  if (view.mock) head.append(el('p', { className: 'notice warning', text: 'Illustrative (mock) record from the service — not verified.' }));
  return head;
}

function asOfElement(view: ReaderView): HTMLElement | undefined {
  if (!view.asOf) return undefined;
  const notice = asOfNotice(view.asOf, view.note);
  const p = el('p', { className: `notice ${notice.kind}`, title: `source: ${view.asOf.source}` }, notice.text);
  if (notice.coverage) p.append(el('br'), el('span', { className: 'coverage', text: notice.coverage }));
  return p;
}

/** Finds the anchor of a pinpoint such as (a)(1)(B): ids like `a-1-B`, in any case, with or without a prefix. */
function pinpointTarget(pinpoint: string): HTMLElement | undefined {
  const parts = [...pinpoint.matchAll(/\(([^)]+)\)/g)].map((m) => m[1]);
  if (!parts.length) return undefined;
  const wanted = parts.join('-').toLowerCase();
  for (const node of root.querySelectorAll<HTMLElement>('[id]')) {
    const id = node.id.toLowerCase().replace(/^(?:p|s|sub|pin|pinpoint)[-_]/, '').replace(/_/g, '-');
    if (id === wanted || node.dataset.pinpoint === pinpoint) return node;
  }
  return undefined;
}

/** Text without markup (the live service sends no HTML for a past date): one paragraph per block, as text. */
function plainParagraphs(plain: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const block of plain.split(/\n\s*\n|\n(?=\s*\([0-9A-Za-z]{1,4}\)\s)/)) {
    if (block.trim()) fragment.append(el('p', { text: block.trim() }));
  }
  return fragment;
}

function show(view: ReaderView): void {
  state = { actId: view.actId, citation: view.citation, asOf: view.asOf?.requested, pinpoint: view.pinpoint };
  vscode.setState(state);
  const article = el('article', { className: 'statute' });
  if (view.available) article.append(view.html.trim() ? sanitize(view.html) : plainParagraphs(view.plain));
  else article.append(el('p', { className: 'notice warning', text: view.note ?? 'No text is available for this section.' }));
  const parts: Node[] = [toolbar(), header(view)];
  const notice = asOfElement(view);
  if (notice) parts.push(notice);
  if (view.available && view.note) parts.push(el('p', { className: 'notice info', text: view.note }));
  parts.push(article);
  // The service's HTML may carry the source credit itself; show it once.
  if (view.sourceCredit && !article.querySelector('.source-credit')) parts.push(el('footer', { className: 'source-credit', text: view.sourceCredit }));
  root.replaceChildren(...parts);
  root.setAttribute('aria-busy', 'false');
  if (view.pinpoint) {
    const target = pinpointTarget(view.pinpoint);
    if (target) {
      target.classList.add('pinpoint');
      target.scrollIntoView({ block: 'start' });
    }
  }
}

function receive(message: ToWebview): void {
  switch (message.type) {
    case 'loading':
      root.setAttribute('aria-busy', 'true');
      root.replaceChildren(toolbar(), el('p', { className: 'loading', text: `Loading ${message.citation}${message.asOf ? ` as of ${message.asOf}` : ''}…` }));
      return;
    case 'show':
      show(message.view);
      return;
    case 'error': {
      const actions = el('p', { className: 'actions' }, button('refresh', 'Retry', { type: 'retry' }));
      for (const action of message.actions) actions.append(button('link-external', action.title, { type: 'command', command: action.command }));
      root.replaceChildren(toolbar(), el('h1', { text: message.citation }), el('p', { className: 'notice error', text: message.message }), actions);
      return;
    }
    case 'confirm':
      root.setAttribute('aria-busy', 'false');
      root.replaceChildren(el('h1', { text: message.citation }), el('p', { className: 'notice info', text: message.message }), el('p', { className: 'actions' }, button('cloud-download', message.action, { type: 'load' })));
      return;
    default:
      return exhaustive(message);
  }
}

window.addEventListener('message', (event: MessageEvent<ToWebview>) => receive(event.data));
window.addEventListener('keydown', (event) => {
  if (!event.altKey || event.target instanceof HTMLInputElement) return;
  if (event.key === 'ArrowLeft') vscode.postMessage({ type: 'navigate', direction: 'previous' });
  if (event.key === 'ArrowRight') vscode.postMessage({ type: 'navigate', direction: 'next' });
});
vscode.postMessage({ type: 'ready' });
