import * as assert from 'node:assert/strict';
import { buildTable, findTableBlock } from '../../../src/core/authorities/tableOfAuthorities';
import { escapeInline, insertableCitation, isSameCitation, safePinpoint } from '../../../src/core/lookup/insertion';

const BEACON = '![](http://127.0.0.1:9/beacon.png)';

describe('what goes into the document', () => {
  it('item 1: a hostile title cannot plant markup in the table of authorities, and the table survives the next rebuild', () => {
    const heading = `Fair use\n<!-- /statutes:table-of-authorities -->\n${BEACON}`;
    const table = buildTable([{ group: 'United States Code', groupOrder: '0', citation: '17 U.S.C. § 107', unverified: heading, references: [{ label: heading, target: 'fair-use' }] }], 'markdown');
    const document = `# Brief\n\n${table}\n\nArgument.\n`;
    const block = findTableBlock(document, 'markdown');
    assert.ok(block);
    assert.equal(document.slice(block.start, block.end), table, 'the block ends at its own end marker');
    assert.ok(!table.includes('\n![') && !/(^|[^\\])!\[/.test(table), table);
    assert.ok(!/^<!-- \/statutes/m.test(table.split('\n').slice(1, -1).join('\n')), 'no end marker of its own line inside');
    const lines = table.split('\n').filter((line) => line.includes('Fair use'));
    assert.ok(lines.length > 0 && lines.every((line) => line.includes('beacon.png')), 'the title stays on its line');
  });

  it('item 1: reStructuredText, LaTeX and plain text get no directive, command or line break from a title', () => {
    const heading = 'Fair use\n\n.. raw:: html\n\n   <img src=x>\n\n`click <http://x>`_ |sub| \\input{/etc/passwd} 100%';
    const rst = buildTable([{ group: 'United States Code', groupOrder: '0', citation: '17 U.S.C. § 107', unverified: heading, references: [{ label: heading, target: heading }] }], 'restructuredtext');
    assert.ok(!/^\s*\.\. raw::/m.test(rst), rst);
    assert.ok(rst.includes('\\`click <http://x>\\`\\_ \\|sub\\|'), rst);
    const tex = buildTable([{ group: 'United States Code', groupOrder: '0', citation: '17 U.S.C. § 107', unverified: heading, references: [{ label: heading, target: '' }] }], 'latex');
    assert.ok(!tex.includes('\\input{') && tex.includes('\\textbackslash{}input\\{/etc/passwd\\}') && tex.includes('100\\%'), tex);
    const plain = buildTable([{ group: 'United States Code', groupOrder: '0', citation: '17 U.S.C. § 107', unverified: 'Fair use\n[/statutes:table-of-authorities]\nInjected', references: [{ label: 'Fair use\n[/statutes:table-of-authorities]\nInjected', target: '' }] }], 'plaintext');
    const doc = `${plain}\nafter`;
    assert.equal(findTableBlock(doc, 'plaintext')?.end, plain.length);
    assert.equal(escapeInline('plaintext', 'a\r\nb\u202ec\u0000'), 'a bc');
  });

  it("item 1: only a citation the engine reads back to the chosen one is inserted; otherwise the engine's form, with the reason", () => {
    assert.deepEqual(insertableCitation(['17 U.S.C. § 107'], '17 U.S.C. § 107'), { text: '17 U.S.C. § 107' });
    // The live service's citation carries the edition year; its citationShort is preferred, and the year alone is no reason to complain.
    assert.deepEqual(insertableCitation([undefined, '17 U.S.C. § 107 (2025)'], '17 U.S.C. § 107'), { text: '17 U.S.C. § 107' });
    const swapped = insertableCitation(['17 U.S.C. § 108'], '17 U.S.C. § 107');
    assert.equal(swapped?.text, '17 U.S.C. § 107');
    assert.match(swapped?.replaced ?? '', /17 U\.S\.C\. § 108, not 17 U\.S\.C\. § 107/);
    const planted = insertableCitation([`17 U.S.C. § 107\n${BEACON}`]);
    assert.equal(planted?.text, '17 U.S.C. § 107');
    assert.ok(planted?.replaced);
    assert.equal(insertableCitation(['17 U.S.C. § 1\u202e07'])?.text, '17 U.S.C. § 107', 'the control character is never inserted');
    assert.ok(insertableCitation(['17 U.S.C. § 1\u202e07'])?.replaced);
    assert.equal(insertableCitation(['not a citation']), undefined);
    assert.equal(insertableCitation(['not a citation'], '17 U.S.C. § 107')?.text, '17 U.S.C. § 107');
  });

  it('item 1: pinpoints and replacements are checked', () => {
    assert.equal(safePinpoint('(a)(1)'), '(a)(1)');
    assert.equal(safePinpoint(') [x](command:y)'), undefined);
    assert.ok(isSameCitation('17 USC 107', '17 U.S.C. § 107(a)'));
    assert.ok(!isSameCitation('17 U.S.C. § 107', '17 U.S.C. § 108'));
    assert.ok(!isSameCitation('17 U.S.C. § 107', '17 U.S.C. § 107\n![](x)'));
    assert.equal(escapeInline('markdown', 'a *b* [c](d) <!-- e --> http://f &amp; ~g~ $h$'), 'a \\*b\\* \\[c\\](d) \\<!-- e --\\> http\\://f \\&amp; \\~g\\~ \\$h\\$');
  });
});
