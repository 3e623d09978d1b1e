import * as assert from 'node:assert/strict';
import type { ChargingRules, DivisionParams } from '../../../src/core/api/client';
import { AuthError, ServiceError } from '../../../src/core/api/errors';
import {
  CodeTreeModel,
  CodeTreeNode,
  CodeTreeSource,
  SectionNode,
  WalkCost,
  divisionLabel,
  divisionNumber,
  formatSectionCount,
  parseActIdHint,
  sectionCitation,
  sectionNumber,
} from '../../../src/core/tree/codeTree';
import type { Coverage, Division, DivisionPage, JurisdictionLaws } from '../../../src/core/api/models';

// A small hierarchy in the shape of the local service: path identifiers, sections as leaves with act ids.
type Tree = Record<string, { level: string; divisions: Division[] }>;

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const div = (identifier: string, name: string, kind: string, sectionCount?: number): Division => ({ identifier, name, kind, isLeaf: false, sectionCount });
const sec = (identifier: string, name: string, actId: string): Division => ({ identifier, name, kind: 'section', isLeaf: true, actId });

const TREE: Tree = {
  'USC:': { level: 'titles', divisions: [div('/us/usc/t1', 'General Provisions', 'title', 40), div('/us/usc/t17', 'Copyrights', 'title', 300), div('/us/usc/t35', 'Patents', 'title', 400)] },
  'USC:/us/usc/t1': { level: 'chapters', divisions: [div('/us/usc/t1/ch1', 'Rules of Construction', 'chapter', 8)] },
  'USC:/us/usc/t1/ch1': { level: 'sections', divisions: range(1, 8).map((n) => sec(`/us/usc/t1/ch1/s${n}`, `Section ${n} heading`, `USC_T1_C1_S${n}`)) },
  'USC:/us/usc/t17': { level: 'chapters', divisions: [div('/us/usc/t17/ch1', 'Subject Matter and Scope of Copyright', 'chapter', 25), div('/us/usc/t17/ch2', 'Copyright Ownership and Transfer', 'chapter', 5)] },
  'USC:/us/usc/t17/ch1': {
    level: 'sections',
    divisions: [
      ...range(101, 106).map((n) => sec(`/us/usc/t17/ch1/s${n}`, `Heading ${n}`, `USC_T17_C1_S${n}`)),
      sec('/us/usc/t17/ch1/s106A', 'Rights of certain authors to attribution and integrity', 'USC_T17_C1_S106A'),
      sec('/us/usc/t17/ch1/s107', 'Limitations on exclusive rights: Fair use', 'USC_T17_C1_S107'),
      ...range(108, 122).map((n) => sec(`/us/usc/t17/ch1/s${n}`, `Heading ${n}`, `USC_T17_C1_S${n}`)),
    ],
  },
  'USC:/us/usc/t17/ch2': { level: 'sections', divisions: range(201, 205).map((n) => sec(`/us/usc/t17/ch2/s${n}`, `Heading ${n}`, `USC_T17_C2_S${n}`)) },
  'USC:/us/usc/t35': { level: 'parts', divisions: [div('/us/usc/t35/ptI', 'United States Patent and Trademark Office', 'part'), div('/us/usc/t35/ptII', 'Patentability of Inventions and Grant of Patents', 'part')] },
  'USC:/us/usc/t35/ptI': { level: 'chapters', divisions: [div('/us/usc/t35/ptI/ch1', 'Establishment, Officers and Employees, Functions', 'chapter')] },
  'USC:/us/usc/t35/ptI/ch1': { level: 'sections', divisions: [sec('/us/usc/t35/ptI/ch1/s1', 'Establishment', 'USC_T35_C1_S1')] },
  'USC:/us/usc/t35/ptII': { level: 'chapters', divisions: [div('/us/usc/t35/ptII/ch10', 'Patentability of Inventions', 'chapter')] },
  'USC:/us/usc/t35/ptII/ch10': { level: 'sections', divisions: [sec('/us/usc/t35/ptII/ch10/s101', 'Inventions patentable', 'USC_T35_C10_S101')] },
  'CFR:': { level: 'titles', divisions: [div('/us/cfr/t1', 'General Provisions', 'title')] },
  'CFR:/us/cfr/t1': { level: 'chapters', divisions: [div('/us/cfr/t1/chI', 'Administrative Committee of the Federal Register', 'chapter')] },
  'CFR:/us/cfr/t1/chI': { level: 'subchapters', divisions: [div('/us/cfr/t1/chI/schA', 'General', 'subchapter')] },
  'CFR:/us/cfr/t1/chI/schA': { level: 'parts', divisions: [div('/us/cfr/t1/chI/schA/pt1', 'Definitions', 'part')] },
  'CFR:/us/cfr/t1/chI/schA/pt1': { level: 'sections', divisions: [sec('/us/cfr/t1/chI/schA/pt1/s1.1', 'Definitions', 'CFR_T1_P1_S1_1')] },
  'STATE:dc': { level: 'titles', divisions: [div('/us/dc/code/t47', 'Taxation, Licensing, Permits, Assessments, and Fees', 'title')] },
  'STATE:dc/us/dc/code/t47': { level: 'chapters', divisions: [div('/us/dc/code/t47/ch20', 'Gross Sales Tax', 'chapter')] },
  'STATE:dc/us/dc/code/t47/ch20': { level: 'subchapters', divisions: [div('/us/dc/code/t47/ch20/schI', 'General', 'subchapter')] },
  'STATE:dc/us/dc/code/t47/ch20/schI': { level: 'sections', divisions: [sec('/us/dc/code/t47/ch20/schI/s47-2002', 'Tax on sales', 'STATE_DC_T47_C20_S47-2002')] },
};

const LAWS: JurisdictionLaws[] = [
  { code: 'federal', name: 'Federal', laws: [{ corpusType: 'USC', state: 'federal', name: 'United States Code' }, { corpusType: 'CFR', name: 'Code of Federal Regulations', sectionCount: 4321 }] },
  { code: 'dc', name: 'District of Columbia', laws: [{ corpusType: 'STATE', state: 'dc', name: '' }] },
  { code: 'ca', name: 'California', laws: [{ corpusType: 'STATE', state: 'ca', name: 'California Codes' }] },
  { code: 'tx', name: 'Texas', laws: [] },
];

const COVERAGE: Coverage = {
  corpusTypes: [],
  jurisdictions: [
    { code: 'federal', name: 'Federal', kind: 'federal', sectionCount: 1234, hasData: true, corpora: { USC: 1000, CFR: 234 } },
    { code: 'dc', name: 'District of Columbia', kind: 'state', sectionCount: 99, hasData: true, corpora: { STATE: 99 } },
    { code: 'ca', name: 'California', kind: 'state', sectionCount: 0, hasData: false, corpora: {} },
  ],
};

class FakeSource implements CodeTreeSource {
  calls: DivisionParams[] = [];
  /** Credits per page of divisions the fake says it charges (as the live service: 1). */
  perPage = 0;
  constructor(readonly tree: Tree = TREE) {}
  lawsCalls = 0;
  failLaws: Error | undefined;
  failDivisions: ((params: DivisionParams) => Error | undefined) | undefined;
  coverageFails = false;
  /** Resolve divisions only when released (for in-flight tests). */
  gate: Promise<void> | undefined;

  async laws(): Promise<JurisdictionLaws[]> {
    this.lawsCalls++;
    if (this.failLaws) throw this.failLaws;
    return structuredClone(LAWS);
  }

  async coverage(): Promise<Coverage> {
    if (this.coverageFails) throw new ServiceError(503);
    return structuredClone(COVERAGE);
  }

  async divisions(params: DivisionParams): Promise<DivisionPage> {
    this.calls.push(params);
    await this.gate;
    const failure = this.failDivisions?.(params);
    if (failure) throw failure;
    const entry = this.tree[`${params.corpusType}:${params.state ?? ''}${params.parent ?? ''}`];
    if (!entry) throw new Error(`no such division ${params.parent}`);
    const start = Number(params.cursor ?? 0);
    const limit = params.limit ?? 100;
    const divisions = entry.divisions.slice(start, start + limit);
    const next = start + limit < entry.divisions.length ? String(start + limit) : undefined;
    return { corpusType: params.corpusType, state: params.state, level: entry.level, divisions: structuredClone(divisions), nextCursor: next };
  }

  async charging(): Promise<ChargingRules> {
    const prices = { divisions: this.perPage } as ChargingRules['prices'];
    return {
      dialect: this.perPage > 0 ? 'live' : 'interface',
      prices,
      resolve: { perCitation: 1, unresolvedCharged: true, batchSize: 0 },
      sections: { unit: 'call', credits: 5, batchSize: 50 },
      divisions: { perPage: this.perPage, emptyRefunded: this.perPage > 0 },
    };
  }
}

async function childByName(model: CodeTreeModel, parent: CodeTreeNode | undefined, test: (node: CodeTreeNode) => boolean): Promise<CodeTreeNode> {
  const rows = await model.children(parent);
  const found = rows.find(test);
  assert.ok(found, `no matching child under ${parent?.id ?? 'root'}: ${rows.map((r) => r.id).join(', ')}`);
  return found;
}

describe('code tree model', () => {
  it('lists jurisdictions with data, their codes and the counts coverage knows', async () => {
    const model = new CodeTreeModel(new FakeSource());
    const roots = await model.children();
    // A code the catalog does not name gets the usual name of its source.
    assert.deepEqual((await model.children(roots[1])).map((c) => c.type === 'code' && c.name), ['D.C. Code']);
    assert.deepEqual(roots.map((r) => r.id), ['j:federal', 'j:dc']); // California has no data, Texas no laws
    assert.equal(roots[0]!.type === 'jurisdiction' && roots[0]!.sectionCount, 1234);
    const codes = await model.children(roots[0]);
    assert.deepEqual(
      codes.map((c) => (c.type === 'code' ? [c.ref, c.name, c.sectionCount] : c.type)),
      [
        [{ corpusType: 'USC' }, 'United States Code', 1000],
        [{ corpusType: 'CFR' }, 'Code of Federal Regulations', 4321],
      ],
    );
    const dc = await model.children(roots[1]);
    assert.deepEqual(dc.map((c) => c.type === 'code' && c.ref), [{ corpusType: 'STATE', state: 'dc' }]);
  });

  it('still lists the catalog when coverage fails, without counts', async () => {
    const source = new FakeSource();
    source.coverageFails = true;
    const roots = await new CodeTreeModel(source).children();
    assert.deepEqual(roots.map((r) => r.type === 'jurisdiction' && r.sectionCount), [undefined, undefined, undefined]);
  });

  it('drills down one level at a time to 17 U.S.C. § 107 and knows every parent', async () => {
    const source = new FakeSource();
    const model = new CodeTreeModel(source);
    const federal = await childByName(model, undefined, (n) => n.id === 'j:federal');
    const usc = await childByName(model, federal, (n) => n.type === 'code' && n.ref.corpusType === 'USC');
    const title = await childByName(model, usc, (n) => n.type === 'division' && n.num === '17');
    assert.equal(title.type === 'division' && divisionLabel(title), 'Title 17 — Copyrights');
    const chapter = await childByName(model, title, (n) => n.type === 'division' && n.num === '1');
    assert.equal(chapter.type === 'division' && divisionLabel(chapter), 'Chapter 1 — Subject Matter and Scope of Copyright');
    const section = (await childByName(model, chapter, (n) => n.type === 'section' && n.num === '107')) as SectionNode;
    assert.equal(section.actId, 'USC_T17_C1_S107');
    assert.equal(section.citation, '17 U.S.C. § 107');
    assert.equal(section.name, 'Limitations on exclusive rights: Fair use');
    assert.deepEqual(
      source.calls.map((c) => c.parent),
      [undefined, '/us/usc/t17', '/us/usc/t17/ch1'],
    );
    const chain: string[] = [];
    for (let n: CodeTreeNode | undefined = section; n; n = model.parent(n)) chain.push(n.id);
    assert.deepEqual(chain, ['c:USC::|/us/usc/t17|/us/usc/t17/ch1|/us/usc/t17/ch1/s107', 'c:USC::|/us/usc/t17|/us/usc/t17/ch1', 'c:USC::|/us/usc/t17', 'c:USC::', 'j:federal']);
    // Cached: asking again makes no call and gives the same nodes.
    const again = await model.children(chapter);
    assert.ok(again.includes(section));
    assert.equal(source.calls.length, 3);
  });

  it('pages a long level behind a "more" row and appends the next page', async () => {
    const source = new FakeSource();
    const model = new CodeTreeModel(source, { pageSize: 10 });
    const chapter = await walk(model, 'j:federal', 'c:USC::', 'c:USC::|/us/usc/t17', 'c:USC::|/us/usc/t17|/us/usc/t17/ch1');
    let rows = await model.children(chapter);
    assert.equal(rows.length, 11);
    assert.deepEqual(rows.at(-1), { type: 'more', id: 'c:USC::|/us/usc/t17|/us/usc/t17/ch1#more', parentId: 'c:USC::|/us/usc/t17|/us/usc/t17/ch1', loaded: 10 });
    await model.loadMore(chapter);
    rows = await model.children(chapter);
    assert.equal(rows.length, 21);
    await model.loadMore(chapter);
    rows = await model.children(chapter);
    assert.equal(rows.length, 23);
    assert.ok(rows.every((r) => r.type === 'section'));
    assert.equal(new Set(rows.map((r) => r.id)).size, 23);
    assert.deepEqual(source.calls.slice(-3).map((c) => [c.cursor, c.limit]), [[undefined, 10], ['10', 10], ['20', 10]]);
  });

  it('turns failures into rows, and does not keep them', async () => {
    const source = new FakeSource();
    source.failLaws = new AuthError();
    const model = new CodeTreeModel(source);
    const [row] = await model.children();
    assert.equal(row?.type, 'error');
    assert.ok(row?.type === 'error' && row.error instanceof AuthError && row.retry === 'reload');
    source.failLaws = undefined;
    assert.equal((await model.children()).length, 2);

    source.failDivisions = (p) => (p.parent === '/us/usc/t17' ? new ServiceError(503) : undefined);
    const title = await walk(model, 'j:federal', 'c:USC::', 'c:USC::|/us/usc/t17');
    const failed = await model.children(title);
    assert.deepEqual(failed.map((r) => [r.type, r.parentId]), [['error', title.id]]);
    source.failDivisions = undefined;
    assert.equal((await model.children(title)).length, 2);
  });

  it('keeps loaded rows when a further page fails, and retries it', async () => {
    const source = new FakeSource();
    const model = new CodeTreeModel(source, { pageSize: 10 });
    const chapter = await walk(model, 'j:federal', 'c:USC::', 'c:USC::|/us/usc/t17', 'c:USC::|/us/usc/t17|/us/usc/t17/ch1');
    assert.equal((await model.children(chapter)).length, 11);
    source.failDivisions = (p) => (p.cursor ? new ServiceError(502) : undefined);
    await model.loadMore(chapter);
    let rows = await model.children(chapter);
    assert.equal(rows.length, 11);
    const last = rows.at(-1);
    assert.ok(last?.type === 'error' && last.retry === 'more' && last.error instanceof ServiceError);
    source.failDivisions = undefined;
    await model.loadMore(chapter);
    rows = await model.children(chapter);
    assert.equal(rows.at(-1)?.type, 'more');
    assert.equal(rows.length, 21);
  });

  it('forgets everything on clear and ignores answers that arrive afterwards', async () => {
    const source = new FakeSource();
    const model = new CodeTreeModel(source);
    const usc = await walk(model, 'j:federal', 'c:USC::');
    let release!: () => void;
    source.gate = new Promise((resolve) => (release = resolve));
    const pending = model.children(usc);
    model.clear();
    release();
    assert.deepEqual(await pending, []);
    assert.equal(model.get(usc.id), undefined);
    source.gate = undefined;
    const lawsBefore = source.lawsCalls;
    await model.children();
    assert.equal(source.lawsCalls, lawsBefore + 1);
  });

  it('filters the roots to one jurisdiction', async () => {
    const model = new CodeTreeModel(new FakeSource());
    model.setFilter('DC');
    assert.deepEqual((await model.children()).map((r) => r.id), ['j:dc']);
    assert.equal((await model.allJurisdictions()).length, 2);
    model.setFilter(undefined);
    assert.equal((await model.children()).length, 2);
  });

  describe('item 3: hostile division lists', () => {
    /** A chapter whose list repeats the chapter itself beside its sections. */
    const REPEATING: Tree = {
      ...TREE,
      'USC:/us/usc/t17/ch1': { level: 'sections', divisions: [div('/us/usc/t17/ch1', 'Subject Matter and Scope of Copyright', 'chapter'), ...TREE['USC:/us/usc/t17/ch1']!.divisions] },
    };

    /** Walks up with a bound of its own, so a loop fails the test instead of hanging it. */
    function chainOf(model: CodeTreeModel, node: CodeTreeNode): string[] {
      const chain: string[] = [];
      for (let n: CodeTreeNode | undefined = node; n && chain.length < 20; n = model.parent(n)) chain.push(n.id);
      return chain;
    }

    it('item 3: a division repeating its parent\'s identifier is not its own parent, and the parent walk of a revealed section ends', async () => {
      const model = new CodeTreeModel(new FakeSource(REPEATING));
      const found = await model.findSection('USC_T17_C1_S107');
      assert.ok(found.found);
      const chain = chainOf(model, found.node);
      assert.ok(chain.length < 20, `the parent walk does not end: ${chain.slice(0, 6).join(' → ')} …`);
      assert.equal(chain.at(-1), 'j:federal');
      assert.equal(new Set(chain).size, chain.length, 'no node appears twice on its own path');
      assert.equal(model.jurisdictionOf(found.node)?.id, 'j:federal');

      const chapter = model.parent(found.node)!;
      const rows = await model.children(chapter);
      const repeat = rows.find((r) => r.type === 'division');
      assert.ok(repeat?.type === 'division');
      assert.notEqual(repeat.id, chapter.id, 'the repeat is a row of its own');
      assert.equal(model.parent(repeat)?.id, chapter.id);
      assert.equal(repeat.empty, true, 'the repeat cannot be opened into the same list again');
      for (const row of rows) assert.notEqual(model.parent(row), row);
    });

    it('item 3: a level that lists only itself ends the search instead of recursing forever', async () => {
      const source = new FakeSource({ ...TREE, 'USC:/us/usc/t17/ch1': { level: 'chapters', divisions: [div('/us/usc/t17/ch1', 'Subject Matter and Scope of Copyright', 'chapter')] } });
      const model = new CodeTreeModel(source);
      const result = await model.findSection('USC_T17_C1_S107');
      assert.equal(result.found, false);
      assert.ok(!result.found && result.reason === 'not-found', JSON.stringify(result));
      assert.equal(source.calls.length, 3);
    });

    it('item 3: a service that nests without end is walked within bounds', async () => {
      // Every division lists one deeper division: depth and budget both bound the walk.
      const source = new FakeSource(TREE);
      source.divisions = async (params: DivisionParams): Promise<DivisionPage> => {
        source.calls.push(params);
        const parent = params.parent ?? '/us/usc';
        return { corpusType: 'USC', level: 'chapters', divisions: [div(`${parent}/x`, 'Again', 'chapter')] };
      };
      const model = new CodeTreeModel(source, { findBudget: 100 });
      const result = await model.findSection('USC_T17_C1_S107');
      assert.ok(!result.found && result.reason === 'not-found', JSON.stringify(result));
      assert.ok(source.calls.length <= 12, `${source.calls.length} calls`);
    });

    it('item 3: ids are unique per path: one identifier under two parents is two nodes', async () => {
      const shared = sec('/shared/s1', 'Shared', 'USC_T17_C1_S1');
      const model = new CodeTreeModel(
        new FakeSource({ ...TREE, 'USC:/us/usc/t17/ch1': { level: 'sections', divisions: [shared] }, 'USC:/us/usc/t17/ch2': { level: 'sections', divisions: [shared, shared] } }),
      );
      const title = await walk(model, 'j:federal', 'c:USC::', 'c:USC::|/us/usc/t17');
      const [ch1, ch2] = await model.children(title);
      const [a] = await model.children(ch1);
      const second = await model.children(ch2);
      assert.equal(second.length, 1, 'an identifier listed twice in a level is one row');
      assert.notEqual(a!.id, second[0]!.id);
      assert.equal(model.parent(a!)?.id, ch1!.id);
      assert.equal(model.parent(second[0]!)?.id, ch2!.id);
    });
  });

  describe('where divisions are charged', () => {
    it('says what opening a row costs, until its level is loaded', async () => {
      const source = new FakeSource();
      source.perPage = 1;
      const model = new CodeTreeModel(source, { pageSize: 10 });
      const federal = await walk(model, 'j:federal');
      const usc = await childByName(model, federal, (n) => n.id === 'c:USC::');
      assert.equal(model.pagePrice, 1);
      assert.equal(model.openingCost(usc), 1);
      const title = await childByName(model, usc, (n) => n.type === 'division' && n.num === '17');
      assert.equal(model.openingCost(usc), 0, 'a loaded level opens for free');
      assert.equal(model.openingCost(title), 1);
      const chapter = await childByName(model, title, (n) => n.type === 'division' && n.num === '1');
      const rows = await model.children(chapter);
      assert.equal(model.openingCost(rows.at(-1)!), 1, 'the next page costs a page');
      assert.equal(model.openingCost(rows[0]!), 0, 'a section opens nothing');

      const free = new CodeTreeModel(new FakeSource());
      const freeUsc = await walk(free, 'j:federal', 'c:USC::');
      assert.equal(free.pagePrice, 0);
      assert.equal(free.openingCost(freeUsc), 0);
    });

    it('asks before a walk spends more than a few credits, saying how many more at most', async () => {
      const source = new FakeSource();
      source.perPage = 1;
      const asked: WalkCost[] = [];
      const declining = new CodeTreeModel(source, { askAboveCredits: 2, findBudget: 10 });
      const declined = await declining.findSection('CFR_T1_P1_S1_1', { confirm: async (cost) => (asked.push(cost), false) });
      assert.deepEqual(asked, [{ spent: 2, atMostMore: 8, perPage: 1 }]);
      assert.ok(!declined.found && declined.reason === 'declined' && declined.credits === 2);
      assert.equal(source.calls.length, 2, 'nothing is fetched after the question is declined');

      const accepting = new CodeTreeModel(new FakeSource(), { askAboveCredits: 2, findBudget: 10 });
      (accepting as unknown as { source: FakeSource }).source.perPage = 1;
      const found = await accepting.findSection('CFR_T1_P1_S1_1', { confirm: async () => true });
      assert.ok(found.found);
      assert.equal(found.pages, 5);
      assert.equal(found.credits, 5);

      // Within the few credits, or where browsing is free, nobody is asked.
      const quiet = new CodeTreeModel(new FakeSource(), { askAboveCredits: 5 });
      (quiet as unknown as { source: FakeSource }).source.perPage = 1;
      const cheap = await quiet.findSection('USC_T17_C1_S107', { confirm: async () => assert.fail('asked for a 3-credit walk') });
      assert.ok(cheap.found && cheap.credits === 3);
      const free = await new CodeTreeModel(new FakeSource(), { askAboveCredits: 0 }).findSection('CFR_T1_P1_S1_1', { confirm: async () => assert.fail('asked on a free service') });
      assert.ok(free.found && free.credits === 0);
    });

    it('stops a charged walk at the threshold when there is nobody to ask', async () => {
      const source = new FakeSource();
      source.perPage = 1;
      const result = await new CodeTreeModel(source, { askAboveCredits: 3 }).findSection('CFR_T1_P1_S1_1');
      assert.ok(!result.found && result.reason === 'declined');
      assert.equal(source.calls.length, 3);
    });
  });

  describe('findSection', () => {
    it('follows the act id through title and chapter with one call per level', async () => {
      const source = new FakeSource();
      const model = new CodeTreeModel(source);
      const result = await model.findSection('USC_T17_C1_S107');
      assert.ok(result.found);
      assert.equal(result.node.citation, '17 U.S.C. § 107');
      assert.deepEqual(source.calls.map((c) => c.parent), [undefined, '/us/usc/t17', '/us/usc/t17/ch1']);
      assert.equal(model.jurisdictionOf(result.node)?.code, 'federal');
    });

    it('looks through levels the id does not name (parts above chapters, CFR chapters, D.C. subchapters)', async () => {
      const model = new CodeTreeModel(new FakeSource());
      const patents = await model.findSection('USC_T35_C10_S101');
      assert.ok(patents.found && patents.node.identifier === '/us/usc/t35/ptII/ch10/s101');
      const cfr = await model.findSection('CFR_T1_P1_S1_1');
      assert.ok(cfr.found);
      assert.equal(cfr.node.citation, '1 C.F.R. § 1.1');
      const dc = await model.findSection('STATE_DC_T47_C20_S47-2002');
      assert.ok(dc.found);
      assert.equal(dc.node.citation, 'D.C. Code § 47-2002');
      assert.equal(model.jurisdictionOf(dc.node)?.code, 'dc');
    });

    it('loads further pages of a level to find the section', async () => {
      const source = new FakeSource();
      const model = new CodeTreeModel(source, { pageSize: 5 });
      const result = await model.findSection('USC_T17_C1_S121');
      assert.ok(result.found);
      assert.deepEqual(source.calls.slice(2).map((c) => c.cursor), [undefined, '5', '10', '15', '20']);
    });

    it('says why when the section is not there, the id is foreign or the budget runs out', async () => {
      const model = new CodeTreeModel(new FakeSource());
      assert.deepEqual(pick(await model.findSection('USC_T17_C1_S999')), { found: false, reason: 'not-found' });
      assert.deepEqual(pick(await model.findSection('whatever-123')), { found: false, reason: 'unrecognised' });
      assert.deepEqual(pick(await model.findSection('STATE_NY_T1_S1')), { found: false, reason: 'no-code' });
      const tight = new CodeTreeModel(new FakeSource(), { findBudget: 2 });
      assert.deepEqual(pick(await tight.findSection('CFR_T1_P1_S1_1')), { found: false, reason: 'budget' });
    });

    it('passes service failures on', async () => {
      const source = new FakeSource();
      source.failDivisions = () => new AuthError();
      await assert.rejects(new CodeTreeModel(source).findSection('USC_T17_C1_S107'), AuthError);
    });
  });
});

describe('code tree helpers', () => {
  it('read the structure act ids carry', () => {
    assert.deepEqual(parseActIdHint('USC_T17_C1_S107'), { corpusType: 'USC', state: undefined, steps: [{ kind: 'title', num: '17' }, { kind: 'chapter', num: '1' }], section: '107' });
    assert.deepEqual(parseActIdHint('CFR_T17_P240_S240_10b5_1')?.section, '240_10b5_1');
    assert.deepEqual(parseActIdHint('STATE_DC_T47_C20_S47-2002'), { corpusType: 'STATE', state: 'dc', steps: [{ kind: 'title', num: '47' }, { kind: 'chapter', num: '20' }], section: '47-2002' });
    assert.deepEqual(parseActIdHint('STATE_TX_Cpr_C93_S93.005')?.steps, [{ kind: 'chapter', num: '93' }]);
    assert.deepEqual(parseActIdHint('STATE_CO_T38_A12_P1_S38-12-103')?.steps.map((s) => s.kind), ['title', 'article', 'part']);
    assert.equal(parseActIdHint('usc_t17'), undefined);
    assert.equal(parseActIdHint('STATE_XYZ_S1'), undefined);
  });

  it('find numbers in names and path identifiers', () => {
    assert.equal(divisionNumber({ name: 'Chapter 1—Subject Matter', identifier: 'x' }), '1');
    assert.equal(divisionNumber({ name: 'Part II — Patentability', identifier: 'x' }), 'II');
    assert.equal(divisionNumber({ name: 'Copyrights', identifier: '/us/usc/t17' }), '17');
    assert.equal(divisionNumber({ name: 'General', identifier: '/us/cfr/t1/chI/schA' }), 'A');
    assert.equal(divisionNumber({ name: 'Partnerships', identifier: 'opaque-id' }), undefined);
    assert.equal(sectionNumber({ name: '§ 107. Limitations on exclusive rights: Fair use', identifier: 'x' }), '107');
    assert.equal(sectionNumber({ name: '§ 1.1 Definitions', identifier: 'x' }), '1.1');
    assert.equal(sectionNumber({ name: 'Tax on sales', identifier: '/us/dc/code/t47/ch20/s47-2002' }), '47-2002');
  });

  it('form citations only where the form is known', () => {
    assert.equal(sectionCitation({ corpusType: 'USC' }, '42', '1983'), '42 U.S.C. § 1983');
    assert.equal(sectionCitation({ corpusType: 'CFR' }, '17', '240.10b-5'), '17 C.F.R. § 240.10b-5');
    assert.equal(sectionCitation({ corpusType: 'STATE', state: 'dc' }, undefined, '47-2002'), 'D.C. Code § 47-2002');
    assert.equal(sectionCitation({ corpusType: 'STATE', state: 'tx' }, undefined, '93.005'), undefined);
    assert.equal(sectionCitation({ corpusType: 'USC' }, undefined, '107'), undefined);
  });

  it('label divisions and counts', () => {
    assert.equal(divisionLabel({ kind: 'title', num: '17', name: 'Copyrights' }), 'Title 17 — Copyrights');
    assert.equal(divisionLabel({ kind: 'chapter', num: '1', name: 'Chapter 1—Subject Matter' }), 'Chapter 1—Subject Matter');
    assert.equal(divisionLabel({ kind: undefined, num: undefined, name: 'General' }), 'General');
    assert.equal(formatSectionCount(1234), '1,234 sections');
    assert.equal(formatSectionCount(1), '1 section');
    assert.equal(formatSectionCount(undefined), undefined);
  });
});

async function walk(model: CodeTreeModel, ...ids: string[]): Promise<CodeTreeNode> {
  let node: CodeTreeNode | undefined;
  for (const id of ids) node = await childByName(model, node, (n) => n.id === id);
  return node!;
}

function pick(result: { found: boolean; reason?: string }): { found: boolean; reason?: string } {
  return { found: result.found, reason: result.reason };
}
