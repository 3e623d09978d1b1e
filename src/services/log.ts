import vscode = require('vscode');
import type { Logger } from '../core/util/log';
import { Disposable } from './dispose';

/** The extension's one LogOutputChannel ("Statute Lookup"), handed out as loggers tagged by component. */
export class ExtensionLog extends Disposable {
  readonly channel = this._register(vscode.window.createOutputChannel('Statute Lookup', { log: true }));

  constructor() {
    super();
    this._register(vscode.commands.registerCommand('statutes.showLog', () => this.channel.show()));
  }

  /** A logger whose lines start with `[component]`. */
  for(component: string): Logger {
    const channel = this.channel;
    const tag = `[${component}] `;
    return {
      trace: (m) => channel.trace(tag + m),
      debug: (m) => channel.debug(tag + m),
      info: (m) => channel.info(tag + m),
      warn: (m) => channel.warn(tag + m),
      error: (m) => (typeof m === 'string' ? channel.error(tag + m) : channel.error(tag + (m.stack ?? m.message))),
    };
  }
}
