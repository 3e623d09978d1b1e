import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import type { StatuteClient } from '../core/api/client';
import type { SectionBody } from '../core/api/models';
import { isObject } from '../core/api/models';

/** As long as the answers cache trusts a resolve: a week. */
const TTL_MS = 7 * 86_400_000;
const VERSION = 1;

/**
 * Section texts the checks read (pinpoints, quotations, amended since), kept on disk one file per section
 * and date, apart per service, so a second run of the command line reads them without paying. Each file is
 * written to a temporary name and renamed over the old one: a run that reads it meanwhile sees the old text
 * or the new, never half of one. A file that is unreadable, malformed or older than a week is not used.
 */
export class FileSectionTexts {
  private readonly pending = new Map<string, Promise<SectionBody>>();

  constructor(
    private readonly folder: string,
    private readonly service: string,
    private readonly client: () => StatuteClient,
    private readonly now: () => number = Date.now,
  ) {}

  async cachedBody(actId: string, asOf?: string): Promise<SectionBody | undefined> {
    let stored: unknown;
    try {
      stored = JSON.parse(await fs.readFile(this.fileOf(actId, asOf), 'utf8'));
    } catch {
      return undefined;
    }
    if (!isObject(stored) || stored.version !== VERSION || stored.service !== this.service || stored.key !== keyOf(actId, asOf)) return undefined;
    const age = this.now() - (typeof stored.fetchedAt === 'number' ? stored.fetchedAt : 0);
    if (!(age >= 0 && age <= TTL_MS)) return undefined;
    const body = stored.body;
    if (!isObject(body) || body.actId !== actId || typeof body.html !== 'string' || typeof body.plain !== 'string' || typeof body.available !== 'boolean') return undefined;
    return body as unknown as SectionBody;
  }

  body(actId: string, asOf?: string): Promise<SectionBody> {
    const key = keyOf(actId, asOf);
    let pending = this.pending.get(key);
    if (!pending) {
      pending = (async () => (await this.cachedBody(actId, asOf)) ?? this.fetch(actId, asOf))();
      this.pending.set(key, pending);
      pending.catch(() => this.pending.delete(key));
    }
    return pending;
  }

  private async fetch(actId: string, asOf: string | undefined): Promise<SectionBody> {
    const body = await this.client().sectionBody(actId, asOf);
    const file = this.fileOf(actId, asOf);
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`;
    try {
      await fs.mkdir(this.folder, { recursive: true });
      await fs.writeFile(temporary, JSON.stringify({ version: VERSION, service: this.service, key: keyOf(actId, asOf), fetchedAt: this.now(), body }), 'utf8');
      await fs.rename(temporary, file);
    } catch {
      // Not kept: the next run pays for it again, but this one has its text.
      await fs.rm(temporary, { force: true }).catch(() => undefined);
    }
    return body;
  }

  private fileOf(actId: string, asOf: string | undefined): string {
    return path.join(this.folder, `${createHash('sha256').update(`${this.service}\u0000${keyOf(actId, asOf)}`).digest('hex').slice(0, 40)}.json`);
  }
}

function keyOf(actId: string, asOf: string | undefined): string {
  return `${actId}@${asOf ?? ''}`;
}
