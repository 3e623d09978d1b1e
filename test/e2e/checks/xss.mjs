// The XSS corpus (test/security/xss-vectors.json) in the real reader webview: every vector is answered
// by the local service as section HTML (POST /__admin/html), all of them in one body (each in its own
// <section>), and the ones that may swallow what follows them also alone. None may run script, fetch,
// navigate or change anything outside the article: a canary that would retitle the frame, post a message
// to the workbench or request a loopback canary server must never fire; nothing that can execute may
// survive sanitizing; and the page's Content Security Policy must be strict.
//
//   node test/e2e/run.mjs --grep reader-xss     (once wired into run.mjs)
//   node test/e2e/checks/xss.mjs                (on its own: starts a workbench, sets the key, runs this;
//                                                STATUTES_E2E_DIALECT=live for the live dialect)
/* global TextEncoder, btoa, HTMLBodyElement */
import { readFileSync } from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../../harness/fixtures.mjs';
import { closeAllEditors, failure, quickInputClosed, runCommand, screenshot, serviceAdmin, typeAnswer, webview } from '../workbench.mjs';

/** @typedef {{id: number, category: string, tries: string, html: string, alone?: boolean}} Vector */

/** @type {Vector[]} */
export const VECTORS = JSON.parse(readFileSync(path.join(ROOT, 'test', 'security', 'xss-vectors.json'), 'utf8')).vectors;

const CANARY = 'XSS-CANARY';
/** The section that gets the whole corpus, and the ones that get a vector alone (17 U.S.C. §§ 110…). */
const ALL = { actId: 'USC_T17_C1_S107', citation: '17 U.S.C. § 107' };
const alone = (/** @type {number} */ i) => ({ actId: `USC_T17_C1_S${110 + i}`, citation: `17 U.S.C. § ${110 + i}` });

/** Canary JavaScript without quotes or spaces, so it fits any attribute form. */
const canaryJs = (/** @type {number} */ id) =>
  `document.title=/${CANARY}-${id}/.source;parent.postMessage(document.title,String.fromCharCode(42));top.postMessage(document.title,String.fromCharCode(42))`;

const base64 = (/** @type {string} */ text) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/** Base64 of the canary that has no `/` in it, so it can sit in a regular-expression literal. */
function slashFreeBase64(/** @type {number} */ id) {
  for (let js = canaryJs(id); ; js += ';') {
    const encoded = base64(js);
    if (!encoded.includes('/')) return encoded;
  }
}

/** A vector with its placeholders filled in. */
export function renderVector(/** @type {Vector} */ vector, /** @type {string} */ canaryUrl) {
  const js = canaryJs(vector.id);
  return vector.html
    .replaceAll('{{JS}}', js)
    .replaceAll('{{URL}}', `${canaryUrl}/xss/${vector.id}`)
    .replaceAll('{{B64HTML}}', base64(`<script>${js}</script>`))
    .replaceAll('{{B64JS}}', slashFreeBase64(vector.id));
}

const escapeText = (/** @type {string} */ text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One section element per vector, after a little real markup that must survive. The vectors that may
 * swallow what follows them go last (and are rendered alone as well), so every other one is inspected.
 */
function corpusBody(/** @type {Vector[]} */ vectors, /** @type {string} */ canaryUrl) {
  vectors = [...vectors.filter((v) => !v.alone), ...vectors.filter((v) => v.alone)];
  const intro = '<section class="level" id="xss-intro"><p>Plain statute text from the XSS corpus: <strong>bold</strong>, <em>italic</em> and <a href="#xss-intro">a link within the section</a>.</p></section>';
  const cases = vectors.map(
    (v) => `<section class="level" id="xss-${v.id}"><p class="xss-label">Vector ${v.id} (${escapeText(v.category)}): ${escapeText(v.tries)}</p>\n${renderVector(v, canaryUrl)}\n</section>`,
  );
  return [intro, ...cases].join('\n');
}

/** Runs in every frame before its scripts: keeps any message that carries the canary. */
function listenForCanary() {
  const w = /** @type {any} */ (window);
  if (w.__xssHeard) return;
  w.__xssHeard = [];
  window.addEventListener(
    'message',
    (event) => {
      try {
        const data = JSON.stringify(event.data ?? null);
        if (data.includes('XSS-CANARY')) w.__xssHeard.push(data.slice(0, 80));
      } catch {
        // not serialisable: not ours
      }
    },
    true,
  );
}

/**
 * What the reader's page holds after sanitizing (runs inside the webview's frame): anything in the article
 * that can execute, fetch or navigate, and the page's scripts, metas, title and canary messages.
 */
function inspectPage() {
  const HTML = 'http://www.w3.org/1999/xhtml';
  const TAGS = new Set([
    'script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math', 'style', 'link', 'meta', 'base', 'form', 'input',
    'button', 'textarea', 'select', 'img', 'image', 'picture', 'source', 'video', 'audio', 'track', 'template', 'noscript', 'xmp', 'portal',
    'isindex', 'animate', 'set', 'use', 'foreignobject', 'body', 'html', 'head', 'title',
  ]);
  // (`src` only matters on elements that fetch, and those are in TAGS: a stray `<p src>` is inert.)
  const ATTRS = new Set(['style', 'srcdoc', 'srcset', 'action', 'formaction', 'background', 'poster', 'xlink:href', 'ping', 'target', 'form', 'autofocus', 'http-equiv']);
  const article = document.querySelector('article.statute');
  /** @type {string[]} */
  const bad = [];
  for (const el of article ? article.querySelectorAll('*') : []) {
    const tag = el.localName.toLowerCase();
    if (TAGS.has(tag) || el.namespaceURI !== HTML) bad.push(`<${tag}>`);
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      const value = attr.value.trim();
      if (name.startsWith('on') || ATTRS.has(name) || name.startsWith('data-') || (name === 'href' && !value.startsWith('#'))) {
        bad.push(`<${tag} ${name}="${value.slice(0, 60)}">`);
      }
    }
  }
  const w = /** @type {any} */ (window);
  return {
    bad,
    scripts: [...document.scripts].map((s) => ({ id: s.id, src: s.getAttribute('src') ?? '', nonce: s.nonce, inline: !s.getAttribute('src') })),
    metas: [...document.querySelectorAll('meta')].map((m) => m.outerHTML),
    bases: document.querySelectorAll('base').length,
    title: document.title,
    heard: w.__xssHeard ?? null,
    clobbered: typeof document.getElementById !== 'function' || typeof document.cookie !== 'string' || !(document.body instanceof HTMLBodyElement),
    sections: article ? [...article.querySelectorAll('section[id^="xss-"]')].map((s) => s.id) : [],
    csp: document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
  };
}

/** What the page's scripts may be: VS Code's own webview API script and the reader's bundle. */
const allowedScript = (/** @type {{id: string, src: string}} */ s) => s.id === '_vscodeApiScript' || s.src.endsWith('/out/webview/reader.js');

/**
 * Opens `citation` in a fresh reader (nothing cached), waits for `marker` in it, lets a late handler,
 * refresh or navigation act, then pokes it as a person would: hovers, clicks, tabs through it.
 * @param {import('playwright-core').Page} page
 */
async function openAndPoke(page, /** @type {string} */ citation, /** @type {string} */ marker) {
  await closeAllEditors(page);
  await runCommand(page, 'Statutes: Clear Cached Answers');
  await runCommand(page, 'Statutes: Open Section…');
  await typeAnswer(page, citation, { title: 'Open Section' });
  await quickInputClosed(page);
  const reader = webview(page);
  await reader.getByText(marker).first().waitFor({ timeout: 20_000 });
  await sleep(1500);
  const article = reader.locator('article.statute');
  for (const target of await article.locator('a, p, summary, div, td').all()) {
    await target.hover({ timeout: 500 }).catch(() => {});
  }
  for (const target of await article.locator('a, .xss-click, summary').all()) {
    await target.click({ timeout: 500 }).catch(() => {});
  }
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  await sleep(800);
  return reader;
}

/** A loopback server that counts every request: any request means a vector fetched or navigated. */
async function canaryServer() {
  /** @type {string[]} */
  const hits = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(204).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  return { url: `http://127.0.0.1:${port}`, hits, close: () => new Promise((resolve) => server.close(() => resolve(undefined))) };
}

/** @type {import('../run.mjs').Check[]} */
export const CHECKS = [
  {
    // The reader's sanitizer and CSP do not depend on the service's dialect, and the corpus takes about
    // 2.5 minutes: it runs on the live dialect (the default service) only. The hostile-HTML check runs on
    // both, so the interface dialect's body route is proven to reach the same sanitizer.
    dialects: ['live'],
    name: `reader-xss: ${VECTORS.length} XSS vectors (script, handlers, javascript:/data: URLs, SVG/MathML, CSS, meta refresh, base, srcdoc, forms, mutation XSS) render inert in the reader`,
    async run({ page, service }) {
      const canary = await canaryServer();
      /** @type {string[]} */
      const requested = [];
      /** @type {(request: import('playwright-core').Request) => void} */
      const onRequest = (request) => {
        if (request.url().startsWith(canary.url) || request.url().startsWith('javascript:')) requested.push(request.url());
      };
      /** @type {string[]} */
      const dialogs = [];
      /** @type {(dialog: import('playwright-core').Dialog) => void} */
      const onDialog = (dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss().catch(() => {});
      };
      page.on('request', onRequest);
      page.on('dialog', onDialog);
      await page.context().addInitScript(listenForCanary);
      await page.evaluate(listenForCanary);
      const topTitle = await page.title();
      const lonely = VECTORS.filter((v) => v.alone);
      /** @type {string[]} */
      const problems = [];
      /** @type {Record<string, unknown>} */
      const seen = {};
      try {
        await serviceAdmin(service, 'POST', '/__admin/html', { actId: ALL.actId, html: corpusBody(VECTORS, canary.url) });
        for (const [i, vector] of lonely.entries()) {
          await serviceAdmin(service, 'POST', '/__admin/html', { actId: alone(i).actId, html: `<p class="xss-label">Vector ${vector.id} alone</p>\n${renderVector(vector, canary.url)}` });
        }

        /** @param {string} where @param {import('playwright-core').FrameLocator} reader @param {string} citation */
        const judge = async (where, reader, citation) => {
          const state = await reader.locator('html').evaluate(inspectPage);
          if (state.bad.length) problems.push(`${where}: the article still holds ${state.bad.length} executable or fetching part(s): ${[...new Set(state.bad)].slice(0, 12).join(' ')}`);
          const scripts = state.scripts.filter((s) => !allowedScript(s));
          if (scripts.length) problems.push(`${where}: the page runs other scripts: ${JSON.stringify(scripts)}`);
          const reader_ = state.scripts.find((s) => s.src.endsWith('/out/webview/reader.js'));
          if (!reader_?.nonce) problems.push(`${where}: the reader's script carries no nonce`);
          const metas = state.metas.filter((m) => !/charset|Content-Security-Policy|viewport/i.test(m));
          if (metas.length) problems.push(`${where}: foreign <meta> in the page: ${metas.join(' ')}`);
          if (state.bases) problems.push(`${where}: a <base> element is in the page`);
          if (state.title.includes(CANARY) || state.title !== citation) problems.push(`${where}: the page's title became "${state.title}"`);
          if (state.heard === null) problems.push(`${where}: the canary listener is missing from the page (the check would not hear a message)`);
          else if (state.heard.length) problems.push(`${where}: the page received canary message(s): ${state.heard.join(', ')}`);
          if (state.clobbered) problems.push(`${where}: document properties were clobbered`);
          return state;
        };

        // Everything at once, each vector in its own section.
        let reader = await openAndPoke(page, ALL.citation, 'Plain statute text from the XSS corpus');
        const all = await judge('all vectors', reader, ALL.citation);
        seen.sections = all.sections.length - 1;
        const missing = VECTORS.filter((v) => !v.alone && !all.sections.includes(`xss-${v.id}`)).map((v) => v.id);
        if (missing.length) problems.push(`the sections of vectors ${missing.join(', ')} are gone: an earlier vector swallowed them, so they were not inspected`);
        seen.csp = all.csp;
        const outer = await page.frameLocator('iframe.webview.ready').locator('html').evaluate(() => ({ title: document.title, heard: /** @type {any} */ (window).__xssHeard ?? null }));
        if (outer.title.includes(CANARY)) problems.push(`the webview host frame's title became "${outer.title}"`);
        if (outer.heard?.length) problems.push(`the webview host frame received canary message(s): ${outer.heard.join(', ')}`);
        await reader.locator('html').evaluate(() => window.scrollTo(0, 0));
        const shot = await screenshot(page, 'reader-xss');

        // The ones that may swallow what follows them, alone.
        for (const [i, vector] of lonely.entries()) {
          reader = await openAndPoke(page, alone(i).citation, `Vector ${vector.id} alone`);
          await judge(`vector ${vector.id} alone`, reader, alone(i).citation);
        }

        const top = await page.evaluate(() => ({ title: document.title, heard: /** @type {any} */ (window).__xssHeard ?? [] }));
        if (top.title !== topTitle && top.title.includes(CANARY)) problems.push(`the workbench's title became "${top.title}"`);
        if (top.heard.length) problems.push(`the workbench received canary message(s): ${top.heard.join(', ')}`);
        if (canary.hits.length) problems.push(`the canary server was requested: ${canary.hits.join(', ')}`);
        if (requested.length) problems.push(`the page requested ${[...new Set(requested)].join(', ')}`);
        if (dialogs.length) problems.push(`dialogs opened: ${dialogs.join(' | ')}`);
        const navigated = page.frames().map((f) => f.url()).filter((u) => u.startsWith(canary.url) || /^(javascript|data|vbscript):/i.test(u));
        if (navigated.length) problems.push(`a frame navigated to ${navigated.join(', ')}`);

        // The policy the page runs under, from its own <meta>.
        const csp = all.csp;
        const directive = (/** @type {string} */ name) => new RegExp(`(?:^|;)\\s*${name}\\s+([^;]*)`).exec(csp)?.[1]?.trim();
        const scriptSrc = directive('script-src') ?? '';
        if (directive('default-src') !== "'none'") problems.push(`the CSP's default-src is not 'none': "${csp}"`);
        if (!/^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(scriptSrc)) problems.push(`the CSP's script-src is not a nonce alone: "${scriptSrc}"`);
        for (const name of ['style-src', 'img-src', 'font-src']) {
          // VS Code's own webview resource origins only (webview.cspSource): no inline, eval, data: or open schemes.
          const value = directive(name) ?? '';
          const loose = value.split(/\s+/).filter((t) => /^'unsafe-|^'nonce-|^\*$|^(?:https?|data|blob|filesystem|ws|wss):$|127\.0\.0\.1|localhost/.test(t));
          if (loose.length) problems.push(`the CSP's ${name} allows ${loose.join(' ')}: "${value}"`);
        }
        for (const name of ['base-uri', 'form-action']) {
          // Neither falls back to default-src: without them a <base> or a <form> past the sanitizer would act.
          if (directive(name) !== "'none'") problems.push(`the CSP has no ${name} 'none' (it does not fall back to default-src): "${csp}"`);
        }

        if (problems.length) throw failure(problems.join('; '), shot);
        const policy = csp.replace(/'nonce-[^']+'/, "'nonce-…'").replace(/https?:\/\/[^\s;]+/g, '<webview>');
        return {
          detail: `${VECTORS.length} vectors in ${String(seen.sections)} sections, and ${lonely.length} alone: nothing executable survived, no canary message, title change, dialog, request (${canary.url}) or navigation after hovering, clicking and tabbing; CSP "${policy}"`,
          screenshot: shot,
        };
      } finally {
        page.off('request', onRequest);
        page.off('dialog', onDialog);
        await canary.close();
        await serviceAdmin(service, 'DELETE', '/__admin/html').catch(() => {});
        await runCommand(page, 'Statutes: Clear Cached Answers').catch(() => {});
        await closeAllEditors(page).catch(() => {});
      }
    },
  },
];

// On its own: a workbench with the key set, then this check.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { startSession } = await import('../workbench.mjs');
  const { CHECKS: BASICS } = await import('./basics.mjs');
  const session = await startSession({ dialect: process.env.STATUTES_E2E_DIALECT === 'live' ? 'live' : 'interface' });
  let failed = false;
  try {
    for (const check of [...BASICS.filter((c) => c.required), ...CHECKS]) {
      try {
        const { detail } = await check.run(session);
        console.log(`  ✔ ${check.name}\n      ${detail}`);
      } catch (error) {
        failed = true;
        console.log(`  ✘ ${check.name}\n      ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await session.close();
  }
  process.exitCode = failed ? 1 : 0;
}
