/** Real section texts from ../shared/data, as the local statute service serves them in either dialect. */
import { StatuteClient } from '../../../src/core/api/client';
import type { SectionBody } from '../../../src/core/api/models';
import type { RunningService } from '../../service/service';
import { TEST_KEY, startTestService } from '../service/helpers';

export const S107 = 'USC_T17_C1_S107';
export const S115 = 'USC_T17_C1_S115';
export const DC_47_2002 = 'STATE_DC_T47_C20_S47-2002';

export class RealTexts {
  private constructor(
    readonly service: RunningService,
    readonly client: StatuteClient,
  ) {}

  static async start(dialect: 'interface' | 'live'): Promise<RealTexts> {
    const service = await startTestService({ dialect });
    return new RealTexts(service, new StatuteClient({ baseUrl: service.url, apiKey: () => TEST_KEY }));
  }

  body(actId: string, asOf?: string, structured = false): Promise<SectionBody> {
    return this.client.sectionBody(actId, asOf, undefined, { structured });
  }

  close(): Promise<void> {
    return this.service.close();
  }
}
