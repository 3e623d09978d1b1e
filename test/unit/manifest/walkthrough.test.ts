// The Get Started walkthrough and the default service: what a first install sees is wired to real
// commands, views and media, and a new user only has to set a key.
import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { parseServiceUrl } from '../../../src/core/api/serviceUrl';

interface Step {
  id: string;
  title: string;
  description: string;
  media: { markdown?: string; image?: string; altText?: string };
  completionEvents?: string[];
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  contributes: {
    commands: { command: string }[];
    views: Record<string, { id: string }[]>;
    walkthroughs: { id: string; title: string; steps: Step[] }[];
    configuration: { properties: Record<string, { default?: unknown }> }[];
  };
};
const commands = new Set(manifest.contributes.commands.map((c) => c.command));
const views = new Set(Object.values(manifest.contributes.views).flat().map((v) => v.id));
/** VS Code's own commands a step may link to. */
const BUILT_IN = new Set(['workbench.action.files.openFile', 'workbench.action.openSettings']);

describe('Get Started walkthrough', () => {
  const [walkthrough] = manifest.contributes.walkthroughs;

  it('has the four steps: set the key, hover a citation, verify a brief, browse a code', () => {
    assert.equal(manifest.contributes.walkthroughs.length, 1);
    assert.deepEqual(
      walkthrough.steps.map((s) => s.id),
      ['setKey', 'hover', 'verify', 'browse'],
    );
  });

  for (const step of manifest.contributes.walkthroughs[0].steps) {
    it(`step "${step.title}": a button that runs a real command, and media on disk`, () => {
      const links = [...step.description.matchAll(/\[[^\]]+\]\(command:([\w.]+)/g)].map((m) => m[1]);
      assert.ok(links.length > 0, 'no button');
      for (const command of links) {
        const view = /^(.*)\.focus$/.exec(command)?.[1];
        assert.ok(commands.has(command) || BUILT_IN.has(command) || (view !== undefined && views.has(view)), `unknown command ${command}`);
      }
      const media = step.media.markdown ?? step.media.image;
      assert.ok(media && existsSync(media), `missing media ${media}`);
      if (step.media.image) assert.ok(step.media.altText, 'an image needs alt text');
      for (const event of step.completionEvents ?? []) {
        const [kind, target] = event.split(':');
        if (kind === 'onCommand') assert.ok(commands.has(target), event);
        else if (kind === 'onView') assert.ok(views.has(target), event);
        else assert.equal(kind, 'onContext', event);
      }
    });
  }
});

describe('default service', () => {
  it('is the live service\'s production base URL, over HTTPS', () => {
    const url = manifest.contributes.configuration.find((c) => 'statutes.serviceUrl' in c.properties)!.properties['statutes.serviceUrl'].default;
    assert.equal(url, 'https://api.vaquill.ai');
    assert.equal(parseServiceUrl(url as string).protocol, 'https:');
  });

  it('the demo, the test harness and the e2e workbench point at the local service explicitly', () => {
    for (const file of ['scripts/start.mjs', 'test/harness/run-integration.mjs', 'test/e2e/workbench.mjs']) {
      assert.match(readFileSync(file, 'utf8'), /'statutes\.serviceUrl':\s*\w+\.url/, file);
    }
  });
});
