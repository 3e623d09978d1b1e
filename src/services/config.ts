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
  /** Statute text in the hover: only when at hand (`cached`), read when not (`always`), or never. */
  hoverShowText: 'cached' | 'always' | 'never';
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
  /** The table of authorities writes "passim" for an authority cited in more places than this. */
  passimAfter: number;
  /** The statutory addendum's order: ask each time, the order of first citation, or grouped by code. */
  addendumOrder: 'ask' | 'citation' | 'code';
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
    hoverShowText: showTextSetting(c.get<string>('hover.showText', 'cached')),
    verifyOnSave: c.get<boolean>('verify.onSave', false),
    confirmAboveCredits: Math.max(0, c.get<number>('verify.confirmAboveCredits', 0)),
    staleAfterDays: Math.max(1, c.get<number>('verify.staleAfterDays', 540)),
    formHintsAsInformation: c.get<boolean>('verify.formHintsAsInformation', false),
    insert: {
      askPinpoint: c.get<boolean>('insert.askPinpoint', true),
      parentheticalYear: c.get<boolean>('insert.parentheticalYear', false),
    },
    passimAfter: Math.max(1, Math.floor(c.get<number>('tableOfAuthorities.passimAfter', 5))),
    addendumOrder: ((order) => (order === 'citation' || order === 'code' ? order : 'ask'))(c.get<string>('addendum.order', 'ask')),
  };
}

function showTextSetting(value: string | undefined): StatutesConfig['hoverShowText'] {
  return value === 'always' || value === 'never' ? value : 'cached';
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
