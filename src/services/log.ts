import vscode = require('vscode');
import type { Logger } from '../core/util/log';
import { redactSecrets } from '../core/util/redact';
import { Disposable } from './dispose';

/** The API keys this window has held: taken out of every line logged and every error shown. */
const secrets = new Set<string>();

/** Remembers `key` as a secret for `redact` (the key store calls this for every key it reads or stores). */
export function keepSecret(key: string | undefined): void {
  if (key) secrets.add(key);
}

/** The one redaction of text bound for the log or the screen: known keys and any `Bearer …` removed. */
export function redact(text: string): string {
  return redactSecrets(text, secrets);
}

/** The extension's one LogOutputChannel ("Statute Lookup"), handed out as loggers tagged by component. */
export class ExtensionLog extends Disposable {
  readonly channel = this._register(vscode.window.createOutputChannel('Statute Lookup', { log: true }));

  constructor() {
    super();
    this._register(vscode.commands.registerCommand('statutes.showLog', () => this.channel.show()));
  }

  /** A logger whose lines start with `[component]`, with secrets redacted from every line. */
  for(component: string): Logger {
    const channel = this.channel;
    const tag = `[${component}] `;
    const line = (m: string | Error): string => redact(tag + (typeof m === 'string' ? m : (m.stack ?? m.message)));
    return {
      trace: (m) => channel.trace(line(m)),
      debug: (m) => channel.debug(line(m)),
      info: (m) => channel.info(line(m)),
      warn: (m) => channel.warn(line(m)),
      error: (m) => channel.error(line(m)),
    };
  }
}
