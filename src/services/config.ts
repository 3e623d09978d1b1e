import vscode = require('vscode');
import { Disposable } from './dispose';

const SECTION = 'statutes';

export interface StatutesConfig {
  /** Empty when the user has not configured a service yet. */
  serviceUrl: string;
  languages: string[];
  requestTimeoutMs: number;
  /** Hovers may call the service; off = cached answers only. */
  hoverUsesNetwork: boolean;
  verifyOnSave: boolean;
  /** Ask before a verification that may cost more than this many credits. */
  confirmAboveCredits: number;
  staleAfterDays: number;
  /** Show non-Bluebook forms as Information (in the Problems panel) rather than as Hints. */
  formHintsAsInformation: boolean;
  insert: {
    /** Ask for a pinpoint such as `(a)(1)` when inserting a citation. */
    askPinpoint: boolean;
    /** Append the code's year, e.g. `(2025)`. */
    parentheticalYear: boolean;
  };
}

function read(): StatutesConfig {
  const c = vscode.workspace.getConfiguration(SECTION);
  // serviceUrl is application-scoped: read the user (global) value only, so a workspace cannot redirect the key.
  const serviceUrl = c.inspect<string>('serviceUrl');
  return {
    serviceUrl: (serviceUrl?.globalValue ?? serviceUrl?.defaultValue ?? '').trim(),
    languages: c.get<string[]>('languages', ['markdown', 'plaintext', 'latex', 'restructuredtext']),
    requestTimeoutMs: Math.round(Math.min(120, Math.max(1, c.get<number>('requestTimeoutSeconds', 15))) * 1000),
    hoverUsesNetwork: c.get<boolean>('hover.useNetwork', true),
    verifyOnSave: c.get<boolean>('verify.onSave', false),
    confirmAboveCredits: Math.max(0, c.get<number>('verify.confirmAboveCredits', 0)),
    staleAfterDays: Math.max(1, c.get<number>('verify.staleAfterDays', 540)),
    formHintsAsInformation: c.get<boolean>('verify.formHintsAsInformation', false),
    insert: {
      askPinpoint: c.get<boolean>('insert.askPinpoint', true),
      parentheticalYear: c.get<boolean>('insert.parentheticalYear', false),
    },
  };
}

/**
 * The `statutes.*` settings, typed. Read afresh on each access (settings change under us and a read is
 * cheap); one event tells every listener that some `statutes.*` setting, `insert.*` included, changed.
 */
export class Config extends Disposable {
  private readonly changed = this._register(new vscode.EventEmitter<void>());
  readonly onDidChange = this.changed.event;

  constructor() {
    super();
    this._register(
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration(SECTION)) this.changed.fire();
      }),
    );
  }

  get current(): StatutesConfig {
    return read();
  }
}
