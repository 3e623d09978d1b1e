// Mocha's spec reporter, plus one plain last line for CI logs and scripts:
//   unit: N passed, N failed[, N skipped]
// Set in .mocharc.json; the label can be changed with STATUTES_SUMMARY_LABEL.
/* global require, module, process */
'use strict';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- mocha loads reporters with require()
const Mocha = require('mocha');

const { Spec } = Mocha.reporters;
const { EVENT_RUN_END } = Mocha.Runner.constants;

class SummaryReporter extends Spec {
  /**
   * @param {import('mocha').Runner} runner
   * @param {import('mocha').MochaOptions} options
   */
  constructor(runner, options) {
    super(runner, options);
    const label = process.env.STATUTES_SUMMARY_LABEL || 'unit';
    // Registered after Spec's own listener, so this line comes after mocha's epilogue.
    runner.once(EVENT_RUN_END, () => {
      const stats = runner.stats ?? { passes: 0, failures: 0, pending: 0 };
      const skipped = stats.pending ? `, ${stats.pending} skipped` : '';
      Mocha.reporters.Base.consoleLog(`${label}: ${stats.passes} passed, ${stats.failures} failed${skipped}`);
    });
  }
}

module.exports = SummaryReporter;
