// Running installer commands (npm, apt-get) that can fail for a moment (a dropped connection, a registry
// hiccup, a busy mirror) and then pass when run again: each attempt's whole output is kept, every failed
// attempt is logged with it, and a final failure carries the output of every attempt, so whoever reads
// the test output or the e2e report sees why the installation failed, not just an exit code.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** Attempts for an install that can fail transiently, and the waits between them (growing). */
export const INSTALL_ATTEMPTS = 3;
export const INSTALL_DELAYS_MS = [10_000, 30_000];

/** Output longer than this many lines keeps its head and its tail (npm prints its error summary last). */
const MAX_LINES = 1000;
const HEAD_LINES = 100;

/** A command that ran and exited non-zero (or was killed); `output` is what it printed, stdout and stderr interleaved. */
export class CommandError extends Error {
  /**
   * @param {string[]} argv
   * @param {string} outcome  e.g. `exit 1` or `SIGKILL`
   * @param {string} output
   */
  constructor(argv, outcome, output) {
    const text = boundLines(output.trimEnd());
    super(`${argv.join(' ')} failed (${outcome})${text ? `:\n${text}` : ' without output'}`);
    this.name = 'CommandError';
    this.argv = argv;
    this.outcome = outcome;
    this.output = output;
  }
}

/**
 * @param {string} text
 * @returns {string}
 */
export function boundLines(text) {
  const lines = text.split('\n');
  if (lines.length <= MAX_LINES) return text;
  const tail = MAX_LINES - HEAD_LINES;
  return [...lines.slice(0, HEAD_LINES), `[… ${lines.length - MAX_LINES} lines left out …]`, ...lines.slice(-tail)].join('\n');
}

/**
 * Runs a command. With `quiet`, its output is captured and, if it fails, put into the CommandError;
 * otherwise it goes to this process's stdout/stderr.
 * @param {string[]} argv
 * @param {{cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean}} [options]
 * @returns {Promise<void>}
 */
export function runCommand(argv, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0], argv.slice(1), {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      reject(new CommandError(argv, signal ?? `exit ${code}`, Buffer.concat(output).toString('utf8')));
    });
  });
}

/**
 * Calls `attempt` until it succeeds, at most `attempts` times, waiting longer before each new try. Only a
 * CommandError (the command ran and failed) is tried again: a missing program or a bug fails at once.
 * @template T
 * @param {string} label  what is attempted, for the log and the final error
 * @param {(attempt: number) => Promise<T>} attempt  called with 1, 2, …
 * @param {object} [options]
 * @param {number} [options.attempts]     default INSTALL_ATTEMPTS
 * @param {number[]} [options.delaysMs]   wait before the 2nd, 3rd, … attempt (the last repeats); default INSTALL_DELAYS_MS
 * @param {(line: string) => void} [options.log]
 * @param {() => Promise<void>} [options.beforeRetry]  e.g. clears what a failed attempt left behind
 * @param {(ms: number) => Promise<unknown>} [options.sleep]
 * @returns {Promise<T>}
 */
export async function withRetries(label, attempt, options = {}) {
  const attempts = Math.max(1, options.attempts ?? INSTALL_ATTEMPTS);
  const delays = options.delaysMs ?? INSTALL_DELAYS_MS;
  const log = options.log ?? (() => {});
  const wait = options.sleep ?? sleep;
  /** @type {string[]} */
  const failures = [];
  for (let n = 1; ; n++) {
    const started = Date.now();
    try {
      const result = await attempt(n);
      if (n > 1) log(`${label}: passed on attempt ${n} of ${attempts}`);
      return result;
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const took = ((Date.now() - started) / 1000).toFixed(1);
      if (!(error instanceof CommandError)) throw error;
      failures.push(`--- attempt ${n} of ${attempts} (${took} s) ---\n${text}`);
      if (n >= attempts) {
        throw new Error(`${label} failed ${attempts === 1 ? 'once' : `${attempts} times`}:\n${failures.join('\n')}`, { cause: error });
      }
      const delay = delays.length ? delays[Math.min(n - 1, delays.length - 1)] : 0;
      log(`${label}: attempt ${n} of ${attempts} failed after ${took} s; trying again in ${(delay / 1000).toFixed(0)} s. Its output:\n${text}`);
      await options.beforeRetry?.();
      await wait(delay);
    }
  }
}
