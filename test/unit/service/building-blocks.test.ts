import assert from 'node:assert/strict';
import { RateLimiter, parseKeySpec, parseKeys, parseRate } from '../../service/billing';
import { datesIn, firstDate, isIsoDate } from '../../service/corpus/dates';
import { displayHeading, makeActId, makeCitation, naturalKey } from '../../service/corpus/ids';
import { ParagraphNester, leadingEnumerators } from '../../service/corpus/paragraphs';
import { Block, SectionDoc, anchorId, plainInline, renderHtml, renderPlain } from '../../service/corpus/render';
import { FaultRegistry, parseFaultHeader, validateFault } from '../../service/faults';
import { signBody } from '../../service/watches';

/** Outline of a nested block tree: `a(1(i,ii),2)`. */
function outline(blocks: Block[]): string {
  return blocks
    .filter((b) => b.kind === 'level')
    .map((b) => (b.kind === 'level' ? `${b.enumerator}${b.children.some((c) => c.kind === 'level') ? `(${outline(b.children)})` : ''}` : ''))
    .join(',');
}

function nest(paragraphs: string[]): string {
  const nester = new ParagraphNester();
  for (const p of paragraphs) {
    const lead = leadingEnumerators(p);
    if (lead) nester.addEnumerated(lead.values.map((value) => ({ value, italic: false })), { kind: 'text', role: 'content', inline: plainInline(p.slice(lead.length)) });
    else nester.addText({ kind: 'text', role: 'p', inline: plainInline(p) });
  }
  return outline(nester.root);
}

describe('statute service building blocks', () => {
  describe('paragraph nesting of flat CFR text', () => {
    it('nests (a) → (1) → (i) → (A)', () => {
      assert.equal(nest(['(a) x', '(1) x', '(i) x', '(A) x', '(B) x', '(ii) x', '(2) x', '(b) x']), 'a(1(i(A,B),ii),2),b');
    });
    it('reads (i) after (h) as a letter, and (v) after (iv) as a numeral', () => {
      assert.equal(nest(['(g) x', '(h) x', '(i) x', '(j) x']), 'g,h,i,j');
      assert.equal(nest(['(a) x', '(1) x', '(i) x', '(ii) x', '(iii) x', '(iv) x', '(v) x', '(b) x']), 'a(1(i,ii,iii,iv,v)),b');
    });
    it('opens several levels from one paragraph: (b)(1)', () => {
      assert.equal(nest(['(a) x', '(b)(1) x', '(2) x', '(c) x']), 'a,b(1,2),c');
    });
    it('keeps unnumbered paragraphs in the open level', () => {
      const nester = new ParagraphNester();
      nester.addText({ kind: 'text', role: 'p', inline: plainInline('intro') });
      nester.addEnumerated([{ value: 'a', italic: false }], null);
      nester.addText({ kind: 'text', role: 'p', inline: plainInline('more of (a)') });
      assert.equal(nester.root.length, 2);
      const level = nester.root[1]!;
      assert.ok(level.kind === 'level' && level.children.length === 1);
    });
    it('does not take words in parentheses for enumerators', () => {
      assert.equal(leadingEnumerators('(See also § 1.2) text'), null);
      assert.deepEqual(leadingEnumerators(' (a)(1) text')?.values, ['a', '1']);
    });
  });

  describe('rendering', () => {
    const doc: SectionDoc = {
      numLabel: '§ 1.',
      heading: 'Test <section> & more',
      blocks: [
        { kind: 'text', role: 'chapeau', inline: plainInline('Lead-in—') },
        {
          kind: 'level',
          name: 'subsection',
          num: '(g-1)',
          enumerator: 'g-1',
          heading: plainInline('Heading.—'),
          children: [
            { kind: 'text', role: 'content', inline: plainInline('Text of (g-1).') },
            { kind: 'level', name: 'paragraph', num: '(2)', enumerator: '2', heading: null, children: [{ kind: 'text', role: 'content', inline: plainInline('Deep.') }] },
          ],
        },
      ],
      sourceCredit: '(Pub. L. 1–1.)',
      notes: [{ kind: 'text', role: 'p', inline: plainInline('A note.') }],
    };

    it('anchors each pinpoint and escapes text', () => {
      const html = renderHtml(doc, { actId: 'X_1', citation: '1 U.S.C. § 1', status: 'in_force' });
      assert.match(html, /<section class="level subsection" id="g_1" data-pinpoint="\(g-1\)">/);
      assert.match(html, /<section class="level paragraph" id="g_1-2" data-pinpoint="\(g-1\)\(2\)">/);
      assert.match(html, /Test &lt;section&gt; &amp; more/);
      assert.doesNotMatch(html, /A note/);
      assert.equal(anchorId(['a', '1', 'B']), 'a-1-B');
    });

    it('indents plain text by depth, enumerator and heading on the first line', () => {
      assert.equal(renderPlain(doc), '§ 1. Test <section> & more\n\nLead-in—\n(g-1) Heading.— Text of (g-1).\n  (2) Deep.\n');
    });
  });

  describe('ids, citations and ordering', () => {
    it('builds act ids and canonical citations in the public formats', () => {
      assert.equal(makeActId('USC', 'federal', '17', [{ type: 'title', num: '17', name: '' }, { type: 'chapter', num: '1', name: '' }], '107'), 'USC_T17_C1_S107');
      assert.equal(makeActId('CFR', 'federal', '17', [{ type: 'part', num: '240', name: '' }], '240.10b5-1'), 'CFR_T17_P240_S240_10b5_1');
      assert.equal(makeActId('STATE', 'dc', '47', [{ type: 'chapter', num: '20', name: '' }], '47-2002'), 'STATE_DC_T47_C20_S47-2002');
      assert.equal(makeCitation('USC', 'federal', '17', '107'), '17 U.S.C. § 107');
      assert.equal(makeCitation('CFR', 'federal', '1', '1.1'), '1 C.F.R. § 1.1');
      assert.equal(makeCitation('STATE', 'dc', '47', '47-2002'), 'D.C. Code § 47-2002');
    });
    it('orders section numbers as the codes print them', () => {
      const sorted = ['107', '10', '106A', '2', '106', '60.11', '60.3', '60.1'].sort((a, b) => (naturalKey(a) < naturalKey(b) ? -1 : 1));
      assert.deepEqual(sorted, ['2', '10', '60.1', '60.3', '60.11', '106', '106A', '107']);
    });
    it('puts all-capital headings in title case', () => {
      assert.equal(displayHeading('SUBJECT MATTER AND SCOPE OF COPYRIGHT'), 'Subject Matter and Scope of Copyright');
      assert.equal(displayHeading('PART II—PATENTABILITY OF INVENTIONS'), 'Part II—Patentability of Inventions');
      assert.equal(displayHeading('CHAPTER I—FEDERAL AVIATION ADMINISTRATION, DEPARTMENT OF TRANSPORTATION'), 'Chapter I—Federal Aviation Administration, Department of Transportation');
      assert.equal(displayHeading('Mixed Case stays'), 'Mixed Case stays');
    });
  });

  describe('dates', () => {
    it('reads the dates of source credits', () => {
      assert.deepEqual(datesIn('(Added Pub. L. 104–199, § 3(a), Sept. 21, 1996; amended Pub. L. 117–228, § 5, Dec. 13, 2022.)'), ['1996-09-21', '2022-12-13']);
      assert.equal(firstDate('Dec. 29, 2022(fm)'), '2022-12-29');
      assert.equal(firstDate('Revised as of January 1, 2015'), '2015-01-01');
      assert.equal(isIsoDate('2024-02-29'), true);
      assert.equal(isIsoDate('2023-02-29'), false);
    });
  });

  describe('keys and rate limit', () => {
    it('parses key and rate specs', () => {
      assert.deepEqual(parseKeys('a:10, b:0'), { a: 10, b: 0 });
      assert.deepEqual(parseRate('30/60'), { limit: 30, windowSeconds: 60 });
      assert.throws(() => parseKeys('a:-1'));
      assert.throws(() => parseRate('30 per minute'));
    });
    it('reads an optional plan after the credits, pro by default', () => {
      assert.deepEqual(parseKeySpec('k1:500:business, k2:20, k3:7:PRO'), { keys: { k1: 500, k2: 20, k3: 7 }, plans: { k1: 'business', k2: 'pro', k3: 'pro' } });
      assert.deepEqual(parseKeys('k1:500:business'), { k1: 500 });
      assert.throws(() => parseKeySpec('k1:500:gold'));
    });
    it('opens a fixed window at the first request and refuses the rest until it closes', () => {
      let now = 1_000_000;
      const limiter = new RateLimiter({ limit: 2, windowSeconds: 10 }, () => now);
      assert.equal(limiter.take('k').remaining, 1);
      now += 3000;
      assert.equal(limiter.take('k').remaining, 0);
      const refused = limiter.take('k');
      assert.equal(refused.allowed, false);
      assert.equal(refused.resetSeconds, 7);
      assert.equal(limiter.take('other').allowed, true);
      now += 7000;
      assert.equal(limiter.take('k').allowed, true);
    });
    it('aligned (live), opens windows on multiples of the window and says when each ends', () => {
      let now = 1_000_900;
      const limiter = new RateLimiter({ limit: 2, windowSeconds: 2 }, () => now, true);
      assert.equal(limiter.take('k').endsAt, 1_002_000);
      assert.equal(limiter.take('k').remaining, 0);
      now = 1_001_999;
      const refused = limiter.take('k');
      assert.equal(refused.allowed, false);
      assert.equal(refused.endsAt, 1_002_000);
      assert.equal(refused.resetSeconds, 1);
      now = 1_002_000;
      const next = limiter.take('k');
      assert.equal(next.allowed, true);
      assert.equal(next.endsAt, 1_004_000);
    });
  });

  describe('faults', () => {
    it('counts down faults, lets afterCalls through first, and matches by path', () => {
      const registry = new FaultRegistry();
      registry.add({ fault: '503', count: 2, afterCalls: 1, pathPrefix: '/api' });
      assert.equal(registry.take('GET', '/other'), null);
      assert.equal(registry.take('GET', '/api/x'), null);
      assert.equal(registry.take('GET', '/api/x')?.fault, '503');
      assert.equal(registry.take('GET', '/api/x')?.fault, '503');
      assert.equal(registry.take('GET', '/api/x'), null);
    });
    it('parses the X-Statute-Fault header', () => {
      assert.deepEqual(parseFaultHeader('latency;ms=250'), { fault: 'latency', latencyMs: 250 });
      assert.deepEqual(parseFaultHeader('429; retryAfter=3'), { fault: '429', retryAfter: 3 });
      assert.equal(parseFaultHeader('boom'), null);
      assert.ok(validateFault({ fault: 'truncated', count: -1 }).spec);
    });
  });

  it('signs webhook bodies with HMAC-SHA256', () => {
    assert.equal(signBody('key', 'The quick brown fox jumps over the lazy dog'), 'sha256=f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8');
  });
});
