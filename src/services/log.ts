import vscode = require('vscode');
import { Logger } from '../core/util/log';

/** A core Logger writing to the extension's one LogOutputChannel, tagged with the component. */
export function componentLogger(channel: vscode.LogOutputChannel, component: string): Logger {
  const tag = `[${component}] `;
  return {
    trace: (m) => channel.trace(tag + m),
    debug: (m) => channel.debug(tag + m),
    info: (m) => channel.info(tag + m),
    warn: (m) => channel.warn(tag + m),
    error: (m) => (typeof m === 'string' ? channel.error(tag + m) : channel.error(tag + (m.stack ?? m.message))),
  };
}
