/** Create and list watches (free; stored per key). */
import type { ServiceContext } from '../context';
import type { CorpusType } from '../corpus/model';
import { ApiRequest, BodyChecker, CORPUS_TOKENS, Reply, invalid, isReply, normaliseCorpus, normaliseState, ok, problem, requireObjectBody } from '../http/respond';
import type { Channel } from '../watches';

const CHANNELS: readonly Channel[] = ['email', 'webhook', 'both'];

export function createWatch(req: ApiRequest, ctx: ServiceContext): Reply {
  const body = requireObjectBody(req.body);
  if (isReply(body)) return body;
  const check = new BodyChecker(body, ['corpusType', 'state', 'channel', 'webhookUrl', 'webhookSecret', 'emailAddress']);
  const corpusType = normaliseCorpus(check.string('corpusType', { required: true }));
  if (corpusType && !(CORPUS_TOKENS as readonly string[]).includes(corpusType)) check.add(['body', 'corpusType'], `Input should be one of ${CORPUS_TOKENS.join(', ')}`, 'enum');
  let state = normaliseState(check.string('state', { pattern: /^([A-Za-z]{2}|federal)$/, patternMsg: 'A two-letter state code' })) ?? null;
  if (corpusType === 'STATE' && !state) check.add(['body', 'state'], 'A state source needs its two-letter state code', 'missing');
  if (corpusType !== 'STATE') state = null;
  const channel = check.string('channel', { required: true })?.toLowerCase();
  if (channel && !CHANNELS.includes(channel as Channel)) check.add(['body', 'channel'], 'Input should be email, webhook or both', 'enum');
  const webhookUrl = check.string('webhookUrl', { max: 2000 }) ?? null;
  const webhookSecret = check.string('webhookSecret', { min: 1, max: 256 }) ?? null;
  const emailAddress = check.string('emailAddress', { max: 320 }) ?? null;
  if ((channel === 'webhook' || channel === 'both') && !webhookUrl) check.add(['body', 'webhookUrl'], 'A webhook watch needs webhookUrl', 'missing');
  if (webhookUrl && !/^https?:\/\/[^\s/]+/i.test(webhookUrl)) check.add(['body', 'webhookUrl'], 'Input should be an http(s) URL', 'url_parsing');
  if ((channel === 'email' || channel === 'both') && !emailAddress) check.add(['body', 'emailAddress'], 'An email watch needs emailAddress', 'missing');
  if (emailAddress && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(emailAddress)) check.add(['body', 'emailAddress'], 'Input should be an e-mail address', 'value_error');
  if (check.errors.length > 0) return invalid(check.errors);

  const watch = ctx.watches.create(req.key!, {
    corpusType: corpusType as CorpusType,
    state,
    channel: channel as Channel,
    webhookUrl,
    webhookSecret,
    emailAddress,
  });
  if (!watch) return problem(409, `A ${channel} watch on ${corpusType}${state ? ` (${state})` : ''} already exists for this key.`);
  return ok({ data: watch }, 201);
}

export function listWatches(req: ApiRequest, ctx: ServiceContext): Reply {
  const filter = {
    corpusType: normaliseCorpus(req.query.get('corpusType')),
    state: normaliseState(req.query.get('state')),
    channel: req.query.get('channel')?.toLowerCase() || undefined,
  };
  return ok({ data: { watches: ctx.watches.list(req.key!, filter) } });
}
