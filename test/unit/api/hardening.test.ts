// The client against a hostile or broken service on 127.0.0.1: odd act ids, huge waits, huge replies, odd keys.
import * as assert from 'node:assert/strict';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MemoryDialectStore, StatuteClient, StatuteClientOptions } from '../../../src/core/api/client';
import { InvalidActIdError } from '../../../src/core/api/errors';

/** What the hostile service answers: status, headers and body per request, chosen by the test. */
type Answer = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const RECORD = JSON.stringify({ actId: 'USC_T17_C1_S107', citation: '17 U.S.C. § 107', title: 'Limitations on exclusive rights: Fair use', breadcrumb: [] });

describe('StatuteClient against a hostile service', function () {
  this.timeout(20_000);
  let server: http.Server;
  let url: string;
  let seen: string[];
  let answer: Answer;

  before(async () => {
    server = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      answer(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  after(() => {
    server.closeAllConnections();
    server.close();
  });

  beforeEach(() => {
    seen = [];
    answer = (_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(RECORD);
  });

  const client = (options: Partial<StatuteClientOptions> = {}): StatuteClient => {
    const dialectStore = new MemoryDialectStore();
    void dialectStore.set(new URL(url).toString(), 'interface');
    return new StatuteClient({ baseUrl: url, apiKey: () => 'hardening-key', timeoutMs: 5000, dialectStore, ...options });
  };

  describe('item 6: act ids', () => {
    for (const id of ['.', '..', '...', 'a/b', '../pricing', '..\\pricing', '%2e%2e', '%2E%2E%2Fpricing', 'USC\u0000', 'x?y', 'x#y', '']) {
      it(`item 6: refuses the act id ${JSON.stringify(id)} without a request`, async () => {
        const c = client();
        await assert.rejects(c.section(id), InvalidActIdError);
        await assert.rejects(c.sectionBody(id), InvalidActIdError);
        await assert.rejects(c.related(id), InvalidActIdError);
        assert.deepEqual(seen, [], 'a request was sent');
      });
    }

    it('item 6: sends an ordinary id, dots and all, as one path segment', async () => {
      await client().section('CFR_T1_P1_S1.1');
      assert.deepEqual(seen, ['GET /api/v1/us/statutes/section/CFR_T1_P1_S1.1']);
    });
  });
});

