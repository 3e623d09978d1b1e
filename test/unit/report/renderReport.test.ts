// The report's model and renderings, without a service: outcomes, positions, and text from a document or
// the service that must stay text in the Markdown (a `|` that would split a cell, a link, HTML).
import * as assert from 'node:assert/strict';
import Ajv from 'ajv';
import { findCitations } from '../../../src/core/citations';
import { buildReport, outcomeOf, positionsOf, type CheckedCitation } from '../../../src/core/report/citeCheck';
import { reportJson, reportMarkdown } from '../../../src/core/report/renderReport';
import { CITE_CHECK_REPORT_SCHEMA } from '../../../src/core/report/reportSchema';

const TEXT = 'Intro.\n\nSee 17 U.S.C. § 107 and Pub. L. No. 111-148.\n';

function checked(overrides: Partial<CheckedCitation> = {}): CheckedCitation {
  const citation = findCitations(TEXT)[0];
  return {
    document: 'brief.md',
    citation,
    ...positionsOf(TEXT, [citation.start])[0],
    section: { actId: 'USC_T17_C1_S107', citation: '17 U.S.C. § 107', title: 'Fair use | <b>bold</b> [link](http://example.com)', breadcrumb: [], actStatus: 'in_force', currentThrough: '2025-08-26', mock: false },
    findings: [],
    pinpoint: { result: 'none' },
    quotation: { result: 'none' },
    operativeDate: null,
    credits: 1,
    answeredAt: Date.UTC(2026, 10, 22, 12),
    ...overrides,
  };
}

describe('cite-check report', () => {
  it('places offsets by 1-based line and column', () => {
    assert.deepEqual(positionsOf('ab\ncd\n\nef', [0, 1, 3, 7, 8]), [
      { line: 1, column: 1 },
      { line: 1, column: 2 },
      { line: 2, column: 1 },
      { line: 4, column: 1 },
      { line: 4, column: 2 },
    ]);
    const c = checked();
    assert.deepEqual([c.line, c.column], [3, 5]);
  });

  it('takes the worst finding as the outcome; hints do not count; unsent and failed citations say so', () => {
    const at = { line: 1, column: 1 };
    assert.equal(outcomeOf({ findings: [] }), 'ok');
    assert.equal(outcomeOf({ findings: [{ severity: 'hint', code: 'non-canonical', message: '', ...at }] }), 'ok');
    assert.equal(outcomeOf({ findings: [{ severity: 'warning', code: 'x', message: '', ...at }, { severity: 'error', code: 'y', message: '', ...at }] }), 'error');
    assert.equal(outcomeOf({ findings: [{ severity: 'information', code: 'not-verified', message: '', ...at }], skippedReason: 'session law' }), 'not-verified');
    assert.equal(outcomeOf({ findings: [], failure: 'The statute service is unavailable (503).' }), 'not-checked');
  });

  it('renders JSON that meets its schema and Markdown in which text from outside stays text', () => {
    const report = buildReport([checked(), checked({ section: null, findings: [{ severity: 'error', code: 'unresolved', message: 'A | B <script>x</script>', line: 3, column: 5 }], credits: 0 })], {
      service: 'https://api.vaquill.ai/',
      operativeDate: '2014-01-01',
      creditsSpent: 1,
      now: Date.UTC(2026, 10, 22, 13),
    });
    const validate = new Ajv({ allErrors: true, strict: false }).compile(CITE_CHECK_REPORT_SCHEMA);
    assert.ok(validate(JSON.parse(reportJson(report))), JSON.stringify(validate.errors));
    assert.deepEqual(report.summary.byOutcome, { error: 1, warning: 0, 'not-checked': 0, information: 0, 'not-verified': 0, ok: 1 });
    const markdown = reportMarkdown(report);
    assert.match(markdown, /- \*\*Law as of:\*\* 2014-01-01/);
    assert.match(markdown, /\| 1 \| 3 \| 17 U\.S\.C\. § 107 \| 17 U\.S\.C\. § 107 — Fair use \\\| \\<b\\>bold\\<\/b\\> \\\[link\\\]\(http\\:\/\/example\.com\) \|/);
    assert.match(markdown, /line 3: \*error\*: A \\\| B \\<script\\>x\\<\/script\\>/);
    // every table row has as many cells as the header
    const rows = markdown.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Outcome') && !/^\| (OK|Error|Warning|\*\*Total)/.test(l));
    const cells = (row: string): number => row.replace(/\\\|/g, '').split('|').length;
    assert.ok(rows.length >= 3);
    for (const row of rows) assert.equal(cells(row), cells(rows[0]), row);
  });
});
