import * as assert from 'node:assert/strict';
import { buildTable, compareCitations, findTableBlock } from '../../../src/core/authorities/tableOfAuthorities';

const entries = [
  { group: 'District of Columbia Code', groupOrder: '2-dc', citation: 'D.C. Code § 47-2002', heading: 'Imposition of tax', lines: [9] },
  { group: 'United States Code', groupOrder: '0-usc', citation: '35 U.S.C. § 103', lines: [3] },
  { group: 'United States Code', groupOrder: '0-usc', citation: '17 U.S.C. § 1201', lines: [4] },
  { group: 'United States Code', groupOrder: '0-usc', citation: '17 U.S.C. § 107', heading: 'Fair use', lines: [2, 7] },
];

describe('table of authorities', () => {
  it('sorts titles and sections numerically', () => {
    assert.ok(compareCitations('2 U.S.C. § 1', '10 U.S.C. § 1') < 0);
    assert.ok(compareCitations('17 U.S.C. § 107', '17 U.S.C. § 1201') < 0);
  });

  it('groups federal codes before states, in Markdown', () => {
    const md = buildTable(entries, 'markdown');
    const order = ['**United States Code**', '17 U.S.C. § 107 — Fair use (lines 2, 7)', '17 U.S.C. § 1201 (line 4)', '35 U.S.C. § 103', '**District of Columbia Code**'].map((t) => md.indexOf(t));
    assert.ok(order.every((i) => i >= 0), md);
    assert.deepEqual([...order].sort((a, b) => a - b), order);
  });

  it('writes LaTeX with escaped text and tied citations', () => {
    const tex = buildTable([{ group: 'United States Code', groupOrder: '0', citation: '17 U.S.C. § 107', heading: 'Fair use & 50% more', lines: [1] }], 'latex');
    assert.match(tex, /\\item 17~U\.S\.C\.~\\S~107 --- Fair use \\& 50\\% more \\dotfill line 1/);
  });

  it('finds its own block to rewrite it in place', () => {
    const table = buildTable(entries, 'plaintext');
    const text = `Intro\n${table}\nOutro`;
    const block = findTableBlock(text, 'plaintext');
    assert.deepEqual(block, { start: 6, end: 6 + table.length });
    assert.equal(findTableBlock('no table here', 'markdown'), undefined);
  });
});
