import DOMPurify from 'dompurify';
import { asOfNotice, editionWords, statusAsOf } from '../../core/lookup/asOfNotice';
import { withPinpoint } from '../../core/lookup/citedForm';
import { exhaustive, type FromWebview, type ReaderState, type ReaderView, type Redline, type ToWebview } from './protocol';

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

/** A toolbar button: an icon, its name on hover (title) and for screen readers (aria-label); `label` also shows the name. */
function button(icon: string, label: string, message: FromWebview, options: { shortcut?: string; label?: boolean; disabled?: boolean } = {}): HTMLButtonElement {
  const b = el('button', { className: options.label ? 'action' : 'action icon', title: options.shortcut ? `${label} (${options.shortcut})` : label });
  b.type = 'button';
  b.setAttribute('aria-label', label);
  if (options.shortcut) b.setAttribute('aria-keyshortcuts', options.shortcut.replace('←', 'ArrowLeft').replace('→', 'ArrowRight'));
  b.append(el('span', { className: `codicon codicon-${icon}` }));
  if (options.label) b.append(el('span', { text: label }));
  b.disabled = options.disabled === true;
  b.addEventListener('click', () => vscode.postMessage(message));
  return b;
}

function dateInput(id: string, value: string | undefined, label: string): HTMLInputElement {
  const date = el('input');
  date.type = 'date';
  date.id = id;
  date.value = value ?? '';
  date.max = new Date().toISOString().slice(0, 10);
  date.title = label;
  date.setAttribute('aria-label', label);
  return date;
}

/** One row at any width: history, neighbours, the date, then the actions; names on hover and for screen readers. */
function toolbar(view?: Pick<ReaderView, 'canBack' | 'canForward'>): HTMLElement {
  const date = dateInput('as-of', state.asOf, 'Text as of date');
  date.addEventListener('change', () => {
    if (date.value) vscode.postMessage({ type: 'asOf', date: date.value });
  });
  const label = el('label', { className: 'codicon codicon-calendar', title: 'Text as of date' });
  label.htmlFor = 'as-of';
  const current = button('history', 'Current text', { type: 'asOf', date: null }, { disabled: !state.asOf && !state.compare });
  const separator = (): HTMLElement => el('span', { className: 'separator' });
  return el(
    'nav',
    { className: 'toolbar' },
    button('arrow-left', 'Back', { type: 'history', direction: 'back' }, { shortcut: 'Alt+[', disabled: !view?.canBack }),
    button('arrow-right', 'Forward', { type: 'history', direction: 'forward' }, { shortcut: 'Alt+]', disabled: !view?.canForward }),
    separator(),
    button('chevron-up', 'Previous section', { type: 'navigate', direction: 'previous' }, { shortcut: 'Alt+←' }),
    button('chevron-down', 'Next section', { type: 'navigate', direction: 'next' }, { shortcut: 'Alt+→' }),
    separator(),
    el('span', { className: 'date' }, label, date, current),
    separator(),
    button('diff', 'Redline between two dates', { type: 'redline', from: state.compare?.from ?? '2014-01-01', to: state.compare?.to ?? new Date().toISOString().slice(0, 10) }),
    button('copy', 'Copy citation', { type: 'copy' }),
    button('insert', 'Insert into editor', { type: 'insert' }),
  );
}

function header(view: ReaderView): HTMLElement {
  // Today's standing says nothing about a past date: a dated view says what the text of that date shows.
  const then = view.asOf && !view.redline ? statusAsOf(view.asOf, view.code) : undefined;
  const meta = el('p', { className: 'meta' });
  if (then) {
    meta.append(el('span', { className: `status status-${then.kind}`, text: then.text }));
    meta.append(el('span', { className: 'today', text: ` · today: ${view.status}` }));
  } else {
    meta.append(el('span', { className: `status status-${view.statusKind}`, text: view.status }));
    if (view.currentThrough) meta.append(el('span', { text: ` · current through ${view.currentThrough}` }));
  }
  // The citation and the heading once, on one line: the service's own heading in the text is hidden.
  const title = el('h1', {}, el('span', { className: 'cite', text: withPinpoint(view.citation, view.pinpoint) }));
  if (view.heading) title.append(el('span', { className: 'heading', text: ` ${view.heading}` }));
  const head = el('header', {}, title);
  if (view.breadcrumb.length) head.append(el('p', { className: 'breadcrumb', text: view.breadcrumb.join(' › ') }));
  head.append(meta);
  if (view.mock) head.append(el('p', { className: 'notice warning', text: 'Illustrative (mock) record from the service — not verified.' }));
  return head;
}

function asOfElement(view: ReaderView): HTMLElement | undefined {
  if (!view.asOf) return undefined;
  const notice = asOfNotice(view.asOf, view.note, view.code);
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

/** The service's heading inside its HTML repeats the reader's own header: hidden. */
function hideRepeatedHeading(article: HTMLElement, view: ReaderView): void {
  // In the service's HTML, a heading element; in plain text (a past date on the live service), the first paragraph.
  const first = article.querySelector('h1, h2, h3, h4') ?? (view.html.trim() ? null : article.querySelector('p'));
  const text = (first?.textContent ?? '').trim();
  if (first && view.heading && text.includes(view.heading) && text.length <= view.heading.length + 20) first.classList.add('repeated-heading');
}

/** Deletions struck through, insertions underlined, as an amendment is printed; everything else as it reads. */
function redlineElement(redline: Redline): HTMLElement {
  const article = el('article', { className: 'statute redline', title: '' });
  article.setAttribute('aria-label', `Changes from ${redline.from.date} to ${redline.to.date}`);
  for (const part of redline.parts) {
    if (part.kind === 'same') article.append(document.createTextNode(part.text));
    else {
      const node = el(part.kind === 'inserted' ? 'ins' : 'del', { text: part.text });
      node.title = part.kind === 'inserted' ? `Added by ${redline.to.date}` : `Not in the text as of ${redline.to.date}`;
      article.append(node);
    }
  }
  return article;
}

function redlineControls(redline: Redline): HTMLElement {
  const from = dateInput('redline-from', redline.from.date, 'Earlier date');
  const to = dateInput('redline-to', redline.to.date, 'Later date');
  const apply = (): void => {
    if (from.value && to.value) vscode.postMessage({ type: 'redline', from: from.value, to: to.value });
  };
  from.addEventListener('change', apply);
  to.addEventListener('change', apply);
  const summary = `${redline.insertedWords} word${redline.insertedWords === 1 ? '' : 's'} added, ${redline.deletedWords} deleted`;
  return el(
    'section',
    { className: 'redline-head' },
    el('p', { className: 'redline-dates' }, el('strong', { text: 'Redline ' }), from, el('span', { text: ' → ' }), to, button('split-horizontal', 'Side by side (line diff)', { type: 'lineDiff' }, { label: true })),
    // The legend says what each mark means and where each side's text comes from.
    el('p', { className: `notice ${redline.from.available ? 'info' : 'warning'}` }, el('del', { text: 'Struck through' }), `: only in the earlier text. ${redline.from.notice}`),
    el('p', { className: `notice ${redline.to.available ? 'info' : 'warning'}` }, el('ins', { text: 'Underlined' }), `: added by the later text. ${redline.to.notice}`),
    el('p', { className: 'summary', text: summary.charAt(0).toUpperCase() + summary.slice(1) + '.' }),
  );
}

/** The view shown last: the toolbar keeps its Back and Forward while the next place loads. */
let lastView: ReaderView | undefined;

/** Shows `parts` as the page; focus goes back to the control of id `focused` (the date), not to the page. */
function render(parts: Node[], focused: string | undefined): void {
  root.replaceChildren(...parts);
  root.setAttribute('aria-busy', 'false');
  if (focused) document.getElementById(focused)?.focus();
}

function show(view: ReaderView): void {
  const focused = document.activeElement?.id || undefined;
  lastView = view;
  state = { actId: view.actId, citation: view.citation, asOf: view.redline ? undefined : view.asOf?.requested, pinpoint: view.pinpoint, compare: view.redline ? { from: view.redline.from.date, to: view.redline.to.date } : undefined };
  vscode.setState(state);
  const parts: Node[] = [toolbar(view), header(view)];
  if (view.redline) {
    parts.push(redlineControls(view.redline), redlineElement(view.redline));
    render(parts, focused);
    return;
  }
  const article = el('article', { className: 'statute' });
  const notice = asOfElement(view);
  if (view.available) article.append(view.html.trim() ? sanitize(view.html) : plainParagraphs(view.plain));
  // Without a text, the as-of notice already says why (it is the body's note): not said twice.
  else if (!notice) article.append(el('p', { className: 'notice warning', text: view.note ? editionWords(view.note, view.code) : 'No text is available for this section.' }));
  hideRepeatedHeading(article, view);
  if (notice) parts.push(notice);
  if (view.available && view.note) parts.push(el('p', { className: 'notice info', text: editionWords(view.note, view.code) }));
  parts.push(article);
  // The service's HTML may carry the source credit itself; show it once.
  if (view.sourceCredit && !article.querySelector('.source-credit')) parts.push(el('footer', { className: 'source-credit', text: view.sourceCredit }));
  render(parts, focused);
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
    case 'loading': {
      root.setAttribute('aria-busy', 'true');
      const loading = el('p', { className: 'loading', text: `Loading ${message.citation}${message.asOf ? ` as of ${message.asOf}` : ''}…` });
      // The toolbar stays as it is while the next text loads: a date being typed keeps its value and its focus.
      const bar = root.querySelector(':scope > nav.toolbar');
      if (!bar) return root.replaceChildren(toolbar(lastView), loading);
      while (bar.previousSibling) bar.previousSibling.remove();
      while (bar.nextSibling) bar.nextSibling.remove();
      root.append(loading);
      return;
    }
    case 'show':
      show(message.view);
      return;
    case 'error': {
      const actions = el('p', { className: 'actions' }, button('refresh', 'Retry', { type: 'retry' }));
      for (const action of message.actions) actions.append(button('link-external', action.title, { type: 'command', command: action.command }));
      render([toolbar(lastView), el('h1', { text: message.citation }), el('p', { className: 'notice error', text: message.message }), actions], undefined);
      return;
    }
    case 'confirm':
      render([el('h1', { text: message.citation }), el('p', { className: 'notice info', text: message.message }), el('p', { className: 'actions' }, button('cloud-download', message.action, { type: 'load' }))], undefined);
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
  if (event.key === '[') vscode.postMessage({ type: 'history', direction: 'back' });
  if (event.key === ']') vscode.postMessage({ type: 'history', direction: 'forward' });
});
vscode.postMessage({ type: 'ready' });
