/**
 * Admin routes for tests, benchmarks and the demo. They answer only requests from loopback
 * addresses (anything else gets 404), need no key, are never rate limited or charged.
 *
 *   GET    /__admin/health                  {ok, corpus}
 *   GET    /__admin/corpus                  section and version counts, editions, import/warm-start timing
 *   GET    /__admin/ledger[?key=K]          per-key credits, calls by operation, statuses, 429 and fault counts
 *   POST   /__admin/reset   {keys?}         ledgers, credits, rate windows, faults, watches, deliveries,
 *                                           outbox and HTML overrides back to the start (keys: "k:credits,…" or {"k": credits})
 *   POST   /__admin/credits {key, credits}  set a key's balance (adds the key when new)
 *   POST   /__admin/rate    {rate: "30/60"} change the rate limit (requests/seconds), windows restart
 *   GET    /__admin/faults                  queued faults
 *   POST   /__admin/faults  {fault, count?, pathPrefix?, method?, latencyMs?, afterCalls?, retryAfter?} (or a list)
 *   DELETE /__admin/faults                  clear all queued faults
 *   POST   /__admin/publish {file, date?}   import a newer version of a source file and notify watches
 *   GET    /__admin/deliveries              webhook and e-mail deliveries so far
 *   GET    /__admin/outbox                  e-mails that would have been sent
 *   POST   /__admin/html    {actId, html}   answer `html` as that section's body HTML (current and as of any date)
 *   DELETE /__admin/html[?actId=ID]         drop that section's override ({actId} in the body works too), or all of them
 */
import { PLANS, Plan, parseKeySpec, parseRate } from '../billing';
import type { ServiceContext } from '../context';
import { PublishError, PublishResult, publishFile } from '../corpus/publish';
import { validateFault, type FaultSpec } from '../faults';
import { ApiRequest, Reply, ok, problem } from '../http/respond';
import { Change, Delivery, notifyWatches } from '../watches';

export function isLoopback(address: string): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1' || address.startsWith('127.');
}

export async function handleAdmin(req: ApiRequest, ctx: ServiceContext): Promise<Reply> {
  const route = `${req.method} ${req.path.replace(/\/+$/, '')}`;
  const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
  switch (route) {
    case 'GET /__admin/health':
      return ok({ ok: true, dialect: ctx.dialect, corpus: corpusSummary(ctx) });
    case 'GET /__admin/corpus':
      return ok(corpusSummary(ctx, true));
    case 'GET /__admin/ledger': {
      const key = req.query.get('key');
      if (key) return ctx.accounts.has(key) ? ok(ctx.accounts.ledger(key)) : problem(404, `Unknown key ${key}.`);
      return ok(ctx.accounts.snapshot());
    }
    case 'POST /__admin/reset': {
      let keys = ctx.initialKeys;
      let plans = ctx.initialPlans;
      try {
        if (typeof body.keys === 'string') ({ keys, plans } = parseKeySpec(body.keys));
        else if (typeof body.keys === 'object' && body.keys !== null) {
          keys = body.keys as Record<string, number>;
          plans = {};
        }
      } catch (error) {
        return problem(422, (error as Error).message);
      }
      resetState(ctx, keys, plans);
      return ok({ ok: true, keys });
    }
    case 'POST /__admin/credits': {
      if (typeof body.key !== 'string' || !body.key || typeof body.credits !== 'number' || body.credits < 0) return problem(422, 'Expected {"key": "…", "credits": n ≥ 0, "plan"?: "pro"|"business"}.');
      if (body.plan !== undefined && !(PLANS as readonly unknown[]).includes(body.plan)) return problem(422, `plan must be one of ${PLANS.join(', ')}.`);
      const ledger = ctx.accounts.setCredits(body.key, body.credits);
      if (body.plan !== undefined) ctx.accounts.setPlan(body.key, body.plan as Plan);
      return ok(ledger);
    }
    case 'POST /__admin/rate': {
      try {
        ctx.limiter.config = parseRate(String(body.rate ?? ''));
      } catch (error) {
        return problem(422, (error as Error).message);
      }
      ctx.limiter.reset();
      return ok({ rate: ctx.limiter.config });
    }
    case 'GET /__admin/faults':
      return ok({ faults: ctx.faults.list() });
    case 'POST /__admin/faults': {
      const items = Array.isArray(req.body) ? (req.body as unknown[]) : Array.isArray(body.faults) ? (body.faults as unknown[]) : [req.body];
      const specs: FaultSpec[] = [];
      for (const item of items) {
        const { spec, error } = validateFault(item);
        if (!spec) return problem(422, error ?? 'Invalid fault.');
        specs.push(spec);
      }
      return ok({ added: specs.map((s) => ctx.faults.add(s)), faults: ctx.faults.list() }, 201);
    }
    case 'DELETE /__admin/faults':
      ctx.faults.clear();
      return ok({ faults: [] });
    case 'POST /__admin/publish': {
      if (typeof body.file !== 'string') return problem(422, 'Expected {"file": "/absolute/path.xml", "date"?: "YYYY-MM-DD"}.');
      try {
        return ok(await publishAndNotify(ctx, body.file, typeof body.date === 'string' ? body.date : undefined));
      } catch (error) {
        if (error instanceof PublishError) return problem(error.status, error.message);
        throw error;
      }
    }
    case 'GET /__admin/deliveries':
      return ok({ deliveries: ctx.deliveries });
    case 'GET /__admin/outbox':
      return ok({ outbox: ctx.outbox });
    case 'POST /__admin/html': {
      if (typeof body.actId !== 'string' || typeof body.html !== 'string') return problem(422, 'Expected {"actId": "USC_T17_C1_S107", "html": "…"}.');
      if (!ctx.store.getSection(body.actId)) return problem(404, `No section with act id ${body.actId} is in the corpus.`);
      ctx.htmlOverrides.set(body.actId, body.html);
      return ok({ overridden: [...ctx.htmlOverrides.keys()] });
    }
    case 'DELETE /__admin/html': {
      const actId = req.query.get('actId') ?? (typeof body.actId === 'string' ? body.actId : null);
      if (actId) ctx.htmlOverrides.delete(actId);
      else ctx.htmlOverrides.clear();
      return ok({ overridden: [...ctx.htmlOverrides.keys()] });
    }
    default:
      return problem(404, `No admin route ${route}.`);
  }
}

/** Ledgers, credits, rate windows, faults, watches, deliveries, outbox and HTML overrides back to a clean start. */
export function resetState(ctx: ServiceContext, keys: Record<string, number> = ctx.initialKeys, plans: Record<string, Plan> = ctx.initialPlans): void {
  ctx.accounts.replaceKeys(keys, plans);
  ctx.dailyCounts.clear();
  ctx.watchTests.clear();
  ctx.limiter.reset();
  ctx.faults.clear();
  ctx.htmlOverrides.clear();
  ctx.watches.clear();
  ctx.deliveries.length = 0;
  ctx.outbox.length = 0;
}

/** Imports a newer version of a source, then notifies the watches on that source. */
export async function publishAndNotify(ctx: ServiceContext, file: string, date?: string): Promise<{ edition: PublishResult['edition']; changes: Change[]; deliveries: Delivery[] }> {
  const result = publishFile(ctx.corpus.db, file, date);
  const detectedAt = new Date().toISOString();
  const changes = result.changes.map((c) => ({ ...c, detectedAt }));
  const deliveries = await notifyWatches(ctx.watches, { corpusType: result.edition.corpusType, state: result.edition.state }, changes, ctx);
  ctx.log(`published ${file} as ${result.edition.label}: ${changes.length} change(s), ${deliveries.length} notification(s)`);
  return { edition: result.edition, changes, deliveries };
}

function corpusSummary(ctx: ServiceContext, detailed = false): Record<string, unknown> {
  const counts = ctx.store.counts();
  const versions = ctx.corpus.db.prepare('SELECT s.corpus, count(*) AS n FROM versions v JOIN sections s ON s.act_id = v.act_id GROUP BY s.corpus').all() as { corpus: string; n: number }[];
  const summary: Record<string, unknown> = {
    dataDir: ctx.corpus.dataDir,
    cachePath: ctx.corpus.cachePath,
    fromCache: ctx.corpus.fromCache,
    importMs: Math.round(ctx.corpus.importMs),
    loadMs: Math.round(ctx.corpus.loadMs),
    sections: Object.fromEntries(['USC', 'CFR', 'STATE'].map((c) => [c, counts.filter((r) => r.corpus === c).reduce((a, r) => a + r.n, 0)])),
    versions: Object.fromEntries(versions.map((v) => [v.corpus, v.n])),
  };
  if (detailed) {
    summary.titles = counts;
    summary.editions = ctx.store.editions();
  }
  return summary;
}
