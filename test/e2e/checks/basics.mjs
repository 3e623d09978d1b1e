// The first steps of a new user: set the API key, hover a citation.
import { setTimeout as sleep } from 'node:timers/promises';
import { SAMPLE_CITATION } from '../../harness/fixtures.mjs';
import { answerInputBox, hoverText, notification, openFromExplorer, quickInput, runCommand, screenshot, waitForText } from '../workbench.mjs';

/** The heading the local service returns for 17 U.S.C. § 107. */
export const FAIR_USE_HEADING = 'Limitations on exclusive rights: Fair use';

/** @type {import('../run.mjs').Check[]} */
export const CHECKS = [
  {
    name: 'API key set through F1 › Statutes: Set API Key…',
    // every later check needs the key: it runs whatever --grep says
    required: true,
    async run({ page, service }) {
      await runCommand(page, 'Statutes: Set API Key');
      let masked = false;
      await answerInputBox(page, service.apiKey, {
        beforeEnter: async () => {
          masked = (await quickInput(page).getAttribute('type')) === 'password';
        },
      });
      if (!masked) throw new Error('the API key input box does not mask what is typed');
      const toast = await notification(page, 'API key');
      await sleep(500); // let the toast finish fading in
      const shot = await screenshot(page, 'api-key');
      const seen = (await toast.innerText()).replace(/\s+/g, ' ').trim();
      if (seen.includes(service.apiKey)) throw new Error(`the full API key is shown on screen: ${seen}`);
      return { detail: `masked input; then "${seen}"`, screenshot: shot };
    },
  },
  {
    name: `hover over ${SAMPLE_CITATION} in brief.md shows the section heading`,
    async run({ page }) {
      await openFromExplorer(page, 'brief.md');
      const hover = await hoverText(page, SAMPLE_CITATION);
      const { found, text } = await waitForText(hover, FAIR_USE_HEADING);
      const shot = await screenshot(page, 'hover');
      const shown = text.replace(/\s+/g, ' ').trim();
      if (!found) throw Object.assign(new Error(`the hover does not show "${FAIR_USE_HEADING}"; it shows: ${shown || '(nothing)'}`), { screenshot: shot });
      return { detail: shown, screenshot: shot };
    },
  },
];
