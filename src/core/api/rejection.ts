import type { FieldError } from './errors';

/** The request fields a 422 names, in words. */
const FIELD_WORDS: Record<string, string> = {
  webhookUrl: 'the webhook address',
  webhookSecret: 'the signing secret',
  emailAddress: 'the email address',
  channel: 'the delivery channel',
  corpusType: 'the code',
  state: 'the state',
};

/** A 422 in one sentence: which answers the service refused and why; `subject` is what was sent, e.g. "the watch". */
export function describeRejection(subject: string, detail: string | undefined, errors: readonly FieldError[]): string {
  const parts = errors
    .map((e) => {
      const field = [...e.loc].reverse().find((p): p is string => typeof p === 'string' && p !== 'body');
      const what = field ? (FIELD_WORDS[field] ?? field) : undefined;
      const msg = e.msg.trim().replace(/\.$/, '');
      return what ? `${what}: ${msg || 'not accepted'}` : msg;
    })
    .filter(Boolean);
  if (parts.length) return `The service did not accept ${subject} — ${parts.join('; ')}.`;
  return detail ? `The service did not accept ${subject}: ${detail.replace(/\.$/, '')}.` : `The service did not accept ${subject} as entered.`;
}
