import vscode = require('vscode');
import { BadRequestError, NotFoundError, PlanError, StatuteApiError, ValidationError, WatchCapError } from '../core/api/errors';
import { CodeRef, CodeTreeModel, fallbackCodeName, formatSectionCount, sameSource, sourceRef } from '../core/tree/codeTree';
import type { Watch, WatchChannel } from '../core/api/models';
import type { Logger } from '../core/util/log';
import { Disposable } from '../services/dispose';
import { describeFailure, errorText, reportFailure } from '../services/errorUi';
import { ServiceConnection } from '../services/serviceConnection';
import { ServiceState } from '../services/serviceState';
import type { Services } from '../services/services';
import { CHANNELS, channelText, checkEmail, checkWebhookSecret, checkWebhookUrl, displayWebhook, isChannel, needsEmail, needsWebhook, webhookHostWarning } from './watchInput';
import { WATCHES_VIEW, WatchRow, WatchesNode, WatchesProvider } from './watchesProvider';

/**
 * `statutes.watchCode` argument: a row of the Codes view (anything with a `ref`), or the answers
 * themselves (scripts, links, tests). Whatever is missing is asked for; answers that came as
 * arguments (where notifications go) are shown for confirmation before the watch is created.
 */
export interface WatchCodeArgs {
  corpusType?: string;
  state?: string;
  channel?: string;
  webhookUrl?: string;
  webhookSecret?: string;
  emailAddress?: string;
  ref?: CodeRef;
}

export type WatchCodeResult =
  | { status: 'created'; watch: Watch }
  | { status: 'duplicate'; message: string; existing?: Watch }
  | { status: 'invalid'; message: string }
  | { status: 'rejected'; message: string }
  /** 403: the key's plan does not include webhook watches (e-mail works on every plan). */
  | { status: 'plan'; message: string }
  /** 429 on create: the account holds as many watches as its plan allows. */
  | { status: 'cap'; message: string; count?: number }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' };

interface Answers {
  ref: CodeRef;
  name: string;
  channel: WatchChannel;
  webhookUrl?: string;
  webhookSecret?: string;
  emailAddress?: string;
}

/** The "Watches" view and "Watch This Code…". Listing and creating watches are free calls. */
export class WatchesFeature extends Disposable {
  readonly provider: WatchesProvider;
  readonly view: vscode.TreeView<WatchesNode>;

  private readonly connection: ServiceConnection;
  private readonly state: ServiceState;
  private readonly codes: CodeTreeModel;
  private readonly log: Logger;

  constructor(services: Services) {
    super();
    const { connection, state, codes } = services;
    this.connection = connection;
    this.state = state;
    this.codes = codes;
    this.log = services.log.for('watches');
    this.provider = this._register(
      new WatchesProvider({ watches: async () => connection.client().watches(), codes: () => codes.codes() }, state, this.log),
    );
    this.view = this._register(vscode.window.createTreeView(WATCHES_VIEW, { treeDataProvider: this.provider }));
    this._register(connection.onDidChange(() => this.provider.clear()));
    this._register(
      vscode.Disposable.from(
        vscode.commands.registerCommand('statutes.refreshWatches', () => this.provider.clear()),
        vscode.commands.registerCommand('statutes.watchCode', (args?: WatchCodeArgs) => this.watchCode(args ?? {})),
      ),
    );
  }

  /** Asks for what `args` lacks, creates the watch, and explains a refusal instead of throwing. */
  async watchCode(args: WatchCodeArgs, defaults: Partial<Answers> = {}): Promise<WatchCodeResult> {
    if (!this.state.configured || !(await this.state.hasKey())) {
      const missing = this.state.configured ? 'an API key' : 'a service URL';
      const action = this.state.configured ? 'Set API Key…' : 'Open Settings';
      void vscode.window.showWarningMessage(`Statute Lookup: set ${missing} before creating a watch.`, action).then((choice) => {
        if (choice === 'Set API Key…') void vscode.commands.executeCommand('statutes.setApiKey');
        else if (choice) void vscode.commands.executeCommand('workbench.action.openSettings', 'statutes.serviceUrl');
      });
      return { status: 'failed', message: `No ${missing} is set.` };
    }
    let answers: Answers | { status: 'cancelled' } | { status: 'invalid'; message: string };
    try {
      answers = await this.ask(args, defaults);
    } catch (error) {
      void reportFailure(error, this.log, 'watch code');
      return { status: 'failed', message: describeFailure(error).message };
    }
    if ('status' in answers) {
      if (answers.status === 'invalid') void vscode.window.showErrorMessage(`Statute Lookup: ${answers.message}`);
      return answers;
    }
    // A command link or another extension can pass where notifications go: the user sees it first.
    const supplied = (['channel', 'webhookUrl', 'webhookSecret', 'emailAddress'] as const).some((k) => args[k] !== undefined);
    if (supplied && !(await confirmArguments(answers))) return { status: 'cancelled' };
    return this.create(answers);
  }

  private async ask(args: WatchCodeArgs, defaults: Partial<Answers>): Promise<Answers | { status: 'cancelled' } | { status: 'invalid'; message: string }> {
    const cancelled = { status: 'cancelled' } as const;
    const source = args.ref ?? (args.corpusType ? sourceRef(args.corpusType, args.state) : defaults.ref) ?? (await this.pickCode());
    if (!source) return cancelled;
    const ref = sourceRef(source.corpusType, source.state);
    const name = defaults.name ?? (await this.sourceName(ref));

    let channel: WatchChannel | undefined;
    if (args.channel !== undefined) {
      if (!isChannel(args.channel)) return { status: 'invalid', message: `"${args.channel}" is not a channel: use email, webhook or both.` };
      channel = args.channel;
    } else {
      channel = await pickChannel(name, defaults.channel);
    }
    if (!channel) return cancelled;

    let webhookUrl: string | undefined;
    let webhookSecret = args.webhookSecret;
    if (needsWebhook(channel)) {
      if (args.webhookUrl !== undefined) {
        const problem = checkWebhookUrl(args.webhookUrl);
        if (problem) return { status: 'invalid', message: `The webhook address "${args.webhookUrl}" cannot be used. ${problem}` };
        webhookUrl = args.webhookUrl.trim();
        const weak = checkWebhookSecret(args.webhookSecret);
        if (weak) return { status: 'invalid', message: `The webhook signing secret cannot be used. ${weak}` };
        webhookSecret = args.webhookSecret!.trim();
      } else {
        webhookUrl = await vscode.window.showInputBox({
          title: `Watch the ${name}: webhook`,
          prompt: 'The https:// address the service should POST change notifications to',
          placeHolder: 'https://hooks.example.com/statutes',
          value: defaults.webhookUrl,
          ignoreFocusOut: true,
          validateInput: (value) => checkWebhookUrl(value),
        });
        if (webhookUrl === undefined) return cancelled;
        webhookUrl = webhookUrl.trim();
        const warning = webhookHostWarning(webhookUrl);
        if (warning) {
          const use = 'Use This Address';
          const choice = await vscode.window.showWarningMessage(`Statute Lookup: ${displayWebhook(webhookUrl)} may not be what you mean.`, { modal: true, detail: warning }, use);
          if (choice !== use) return cancelled;
        }
        const secret = await vscode.window.showInputBox({
          title: `Watch the ${name}: signing secret`,
          prompt: 'Each notification is signed with this secret (X-Vaquill-Signature / X-Statute-Signature) so your receiver can tell it came from the service. At least 16 characters.',
          value: defaults.webhookSecret,
          password: true,
          ignoreFocusOut: true,
          validateInput: (value) => checkWebhookSecret(value),
        });
        if (secret === undefined) return cancelled;
        webhookSecret = secret.trim();
      }
    }

    let emailAddress: string | undefined;
    if (needsEmail(channel)) {
      if (args.emailAddress !== undefined) {
        const problem = checkEmail(args.emailAddress);
        if (problem) return { status: 'invalid', message: `The email address "${args.emailAddress}" cannot be used. ${problem}` };
        emailAddress = args.emailAddress.trim();
      } else {
        emailAddress = await vscode.window.showInputBox({
          title: `Watch the ${name}: email`,
          prompt: 'The address that should receive change notifications',
          placeHolder: 'name@example.com',
          value: defaults.emailAddress,
          ignoreFocusOut: true,
          validateInput: (value) => checkEmail(value),
        });
        if (emailAddress === undefined) return cancelled;
        emailAddress = emailAddress.trim();
      }
    }
    return { ref, name, channel, webhookUrl, webhookSecret, emailAddress };
  }

  private async create(answers: Answers): Promise<WatchCodeResult> {
    const { ref, name, channel } = answers;
    const how = `by ${channelText(channel)}`;
    try {
      const watch = await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: `Statute Lookup: creating a watch on the ${name}…` },
        () =>
          this.connection.client().createWatch({
            corpusType: ref.corpusType,
            state: ref.state,
            channel,
            webhookUrl: answers.webhookUrl,
            webhookSecret: answers.webhookSecret,
            emailAddress: answers.emailAddress,
          }),
      );
      this.log.info(`created ${watch.id} on ${ref.corpusType}${ref.state ? `/${ref.state}` : ''} ${how}`);
      this.provider.clear();
      const where = [answers.emailAddress, displayWebhook(answers.webhookUrl)].filter(Boolean).join(' and ');
      void vscode.window.showInformationMessage(`Statute Lookup: watching the ${name} ${how}. Changes will be sent to ${where}.`);
      void this.show(watch.id);
      return { status: 'created', watch };
    } catch (error) {
      if (error instanceof StatuteApiError && error.status === 409) return this.explainDuplicate(answers);
      if (error instanceof PlanError) return this.explainPlan(answers);
      if (error instanceof WatchCapError) return this.explainCap(answers, error);
      if (error instanceof BadRequestError || (error instanceof NotFoundError && !error.actId)) {
        const message =
          error instanceof NotFoundError
            ? `The service has no board for the ${name}, so it cannot be watched.`
            : `The service refused the watch on the ${name}${error.detail ? `: ${error.detail}` : '.'}`;
        this.log.warn(`create on ${ref.corpusType}${ref.state ? `/${ref.state}` : ''} refused (${error.status}): ${message}`);
        void vscode.window.showErrorMessage(`Statute Lookup: ${message}`);
        return { status: 'rejected', message };
      }
      if (error instanceof ValidationError) {
        const { message } = describeFailure(error, 'the watch');
        this.log.warn(`create on ${ref.corpusType}${ref.state ? `/${ref.state}` : ''} refused (422): ${message}`);
        void vscode.window.showErrorMessage(`Statute Lookup: ${message}`, 'Try Again').then((choice) => {
          if (choice) void this.watchCode({ ref }, answers);
        });
        return { status: 'rejected', message };
      }
      void reportFailure(error, this.log, `create watch on the ${name}`);
      return { status: 'failed', message: describeFailure(error).message };
    }
  }

  /** 409: the service keeps one watch per source and channel. Find it and offer to show it. */
  private async explainDuplicate(answers: Answers): Promise<WatchCodeResult> {
    const { ref, name, channel } = answers;
    const message = `You already watch the ${name} by ${channelText(channel)}; the service keeps one watch per code and channel, so nothing was added.`;
    let existing: Watch | undefined;
    try {
      const watches = await this.connection.client().watches({ corpusType: ref.corpusType, state: ref.state });
      existing = watches.find((w) => sameSource(sourceRef(w.corpusType, w.state), ref) && w.channel === channel) ?? watches.find((w) => sameSource(sourceRef(w.corpusType, w.state), ref));
    } catch (error) {
      this.log.warn(`looking up the existing watch failed: ${errorText(error)}`);
    }
    this.log.info(`create on ${ref.corpusType}${ref.state ? `/${ref.state}` : ''}: already watched (409)`);
    this.provider.clear();
    void vscode.window.showInformationMessage(`Statute Lookup: ${message}`, 'Show Watch').then((choice) => {
      if (choice) void this.show(existing?.id);
    });
    return { status: 'duplicate', message, existing };
  }

  /** 403: webhooks are a Business feature; an e-mail watch works on every plan. */
  private explainPlan(answers: Answers): WatchCodeResult {
    const { ref, name, channel } = answers;
    const message =
      `Watches by ${channelText(channel)} need the service's Business plan, which this API key does not have. ` +
      `An e-mail watch works on every plan: watch the ${name} by e-mail instead.`;
    this.log.info(`create on ${ref.corpusType}${ref.state ? `/${ref.state}` : ''} by ${channel}: not in this plan (403)`);
    const byEmail = 'Watch by E-mail…';
    void vscode.window.showWarningMessage(`Statute Lookup: ${message}`, byEmail).then((choice) => {
      if (choice === byEmail) void this.watchCode({ ref }, { ...answers, channel: 'email', webhookUrl: undefined, webhookSecret: undefined });
    });
    return { status: 'plan', message };
  }

  /** 429 on create: the watch cap of the plan (3 on Pro, 100 on Business), unless the rate limit is the cause. */
  private async explainCap(answers: Answers, error: WatchCapError): Promise<WatchCodeResult> {
    const { ref, name } = answers;
    let count: number | undefined;
    try {
      count = (await this.connection.client().watches()).length;
    } catch (listError) {
      this.log.warn(`counting watches failed: ${errorText(listError)}`);
    }
    // The same status is the rate limit: call it the cap only when the count of watches bears it out.
    const capped = error.rateLimitLeft && count !== undefined && (count === WATCH_CAPS.pro || count >= WATCH_CAPS.business);
    if (!capped) {
      void reportFailure(error, this.log, `create watch on the ${name}`);
      return { status: 'failed', message: describeFailure(error).message };
    }
    const plan = count === WATCH_CAPS.pro ? `the Pro plan's cap of ${WATCH_CAPS.pro}` : count !== undefined && count >= WATCH_CAPS.business ? `the Business plan's cap of ${WATCH_CAPS.business}` : `the cap of this key's plan (${WATCH_CAPS.pro} on Pro, ${WATCH_CAPS.business} on Business)`;
    const message = `You have ${count ?? 'as many'} watches, ${plan}, so no watch on the ${name} was added. Delete a watch you no longer need, then try again.`;
    this.log.info(`create on ${ref.corpusType}${ref.state ? `/${ref.state}` : ''}: watch cap reached (429, ${count ?? '?'} watches)`);
    this.provider.clear();
    const show = 'Show Watches';
    void vscode.window.showWarningMessage(`Statute Lookup: ${message}`, show).then((choice) => {
      if (choice === show) void vscode.commands.executeCommand(`${WATCHES_VIEW}.focus`);
    });
    return { status: 'cap', message, count };
  }

  /** Reveals a watch in the Watches view (the list is reloaded first when needed). */
  async show(watchId: string | undefined): Promise<void> {
    try {
      const rows = await this.provider.rows();
      const row = rows.find((r) => r.watch.id === watchId);
      if (row) await this.view.reveal(row, { select: true, focus: false });
      else await vscode.commands.executeCommand(`${WATCHES_VIEW}.focus`);
    } catch (error) {
      this.log.warn(`could not show watch ${watchId ?? ''}: ${errorText(error)}`);
    }
  }

  private async pickCode(): Promise<CodeRef | undefined> {
    type Item = vscode.QuickPickItem & { ref: CodeRef };
    const codes = await this.codes.codes();
    const jurisdictions = new Map((await this.codes.allJurisdictions()).map((j) => [j.id, j.name]));
    const watched = await this.provider.rows().catch(() => [] as WatchRow[]);
    const items: Item[] = codes.map((code) => {
      const on = watched.filter((w) => sameSource(sourceRef(w.watch.corpusType, w.watch.state), code.ref)).map((w) => channelText(w.watch.channel));
      return {
        label: code.name,
        description: [code.parentId ? jurisdictions.get(code.parentId) : undefined, formatSectionCount(code.sectionCount)].filter(Boolean).join(' · '),
        detail: on.length ? `$(eye) watched by ${on.join(', ')}` : undefined,
        ref: code.ref,
      };
    });
    if (items.length === 0) {
      void vscode.window.showInformationMessage('Statute Lookup: the laws catalog lists no codes to watch.');
      return undefined;
    }
    const picked = await vscode.window.showQuickPick(items, { title: 'Watch This Code', placeHolder: 'Which code should notify you when it changes?', matchOnDescription: true });
    return picked?.ref;
  }

  private async sourceName(ref: CodeRef): Promise<string> {
    const codes = await this.codes.codes().catch(() => []);
    return codes.find((c) => sameSource(c.ref, ref))?.name ?? fallbackCodeName(ref.corpusType, ref.state);
  }
}

/** How many watches each plan allows (live-api.md §5). */
const WATCH_CAPS = { pro: 3, business: 100 } as const;

/** Shows a watch whose answers came as command arguments, and creates it only when the user agrees. */
async function confirmArguments(answers: Answers): Promise<boolean> {
  const where = [answers.emailAddress ? `e-mail to ${answers.emailAddress}` : undefined, answers.webhookUrl ? `webhook to ${displayWebhook(answers.webhookUrl)}` : undefined].filter(Boolean).join(' and ');
  const warning = answers.webhookUrl ? webhookHostWarning(answers.webhookUrl) : undefined;
  const create = 'Create Watch';
  const choice = await vscode.window.showWarningMessage(
    `Statute Lookup: create a watch on the ${answers.name}? Notifications will go by ${where}.`,
    { modal: true, detail: ['This watch was requested by a command or link, not typed in the Watch This Code… prompts.', warning].filter(Boolean).join('\n\n') },
    create,
  );
  return choice === create;
}

async function pickChannel(name: string, current: WatchChannel | undefined): Promise<WatchChannel | undefined> {
  const details: Record<WatchChannel, { label: string; detail: string }> = {
    email: { label: '$(mail) Email', detail: 'A message to an email address when the code changes' },
    webhook: { label: '$(globe) Webhook', detail: 'An HTTPS POST to your endpoint when the code changes' },
    both: { label: '$(broadcast) Email and webhook', detail: 'Both of the above' },
  };
  const items = CHANNELS.map((channel) => ({ ...details[channel], channel, picked: channel === current }));
  const picked = await vscode.window.showQuickPick(items, { title: `Watch the ${name}`, placeHolder: 'How should the service tell you about changes?' });
  return picked?.channel;
}
