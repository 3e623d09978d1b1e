import vscode = require('vscode');

export const SECTION = 'statutes';

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
}

export function readConfig(): StatutesConfig {
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
  };
}

export function affectsStatutes(event: vscode.ConfigurationChangeEvent): boolean {
  return event.affectsConfiguration(SECTION);
}
