// The Codes tree model over the real client and the local service in both dialects: drill-down by
// the client's keys (paths on the interface service, filter paths on the live one), sections found
// by act id, and what the walk cost by the service's own ledger.
import * as assert from 'node:assert/strict';
import { StatuteClient } from '../../../src/core/api/client';
import { CodeTreeModel, CodeTreeNode } from '../../../src/core/tree/codeTree';
import { RunningService, startService } from '../../service/service';

for (const dialect of ['live', 'interface'] as const) {
  describe(`code tree over the client (${dialect})`, function () {
    this.timeout(60_000);
    let service: RunningService;
    let model: CodeTreeModel;
    const spent = (): number => service.ledger('k').creditsConsumed;

    before(async () => {
      service = await startService({ port: 0, dialect, keys: 'k:1000:pro' });
    });
    after(async () => {
      await service.close();
    });
    beforeEach(() => {
      service.reset();
      const client = new StatuteClient({ baseUrl: service.url, apiKey: async () => 'k' });
      model = new CodeTreeModel({
        laws: (call) => client.laws(call),
        coverage: () => client.coverage(),
        divisions: (params, call) => client.divisions(params, call),
        charging: (call) => client.charging(call),
      });
    });

    it(`finds 17 U.S.C. § 107 in three levels, for ${dialect === 'live' ? '3 credits' : 'nothing'}`, async () => {
      const found = await model.findSection('USC_T17_C1_S107');
      assert.ok(found.found, JSON.stringify(found));
      assert.equal(found.node.citation, '17 U.S.C. § 107');
      assert.equal(found.pages, 3);
      assert.equal(spent(), dialect === 'live' ? 3 : 0);
      assert.equal(found.credits, spent(), 'the walk counts what the service charged');
      assert.equal(model.pagePrice, dialect === 'live' ? 1 : 0);
    });

    it('finds sections under parts above chapters (35 U.S.C.), chapters above parts (C.F.R.) and a code level (D.C.)', async () => {
      for (const [actId, citation] of [
        ['USC_T35_C10_S101', '35 U.S.C. § 101'],
        ['CFR_T1_P1_S1_1', '1 C.F.R. § 1.1'],
        ['CFR_T14_P91_S91_1', '14 C.F.R. § 91.1'],
        ['STATE_DC_T47_C20_S47-2002', 'D.C. Code § 47-2002'],
      ]) {
        const found = await model.findSection(actId!, { confirm: async () => true });
        assert.ok(found.found, `${actId}: ${JSON.stringify(found)}`);
        assert.equal(found.node.citation, citation);
        // Unique ids, a parent chain that ends at the jurisdiction.
        const chain: string[] = [];
        for (let n: CodeTreeNode | undefined = found.node; n && chain.length < 20; n = model.parent(n)) chain.push(n.id);
        assert.equal(new Set(chain).size, chain.length);
        assert.equal(model.jurisdictionOf(found.node)?.id, actId!.startsWith('STATE_DC') ? 'j:dc' : 'j:federal');
      }
    });

    it('keeps Title 1 and Chapter 1 apart: same bare number, different rows', async () => {
      const federal = (await model.children()).find((n) => n.id === 'j:federal')!;
      const usc = (await model.children(federal)).find((n) => n.type === 'code' && n.ref.corpusType === 'USC')!;
      const title1 = (await model.children(usc)).find((n) => n.type === 'division' && n.num === '1')!;
      const chapter1 = (await model.children(title1)).find((n) => n.type === 'division' && n.num === '1')!;
      assert.ok(title1.type === 'division' && chapter1.type === 'division');
      assert.notEqual(title1.id, chapter1.id);
      assert.notEqual(title1.identifier, chapter1.identifier);
      assert.equal(title1.kind, 'title');
      assert.equal(chapter1.kind, 'chapter');
      const sections = await model.children(chapter1);
      assert.ok(sections.some((n) => n.type === 'section' && n.citation === '1 U.S.C. § 1'), sections.map((n) => n.id).join(', '));
    });
  });
}
