/**
 * The browsable hierarchy of the laws catalog, without VS Code: jurisdictions → codes → divisions
 * (fetched one level at a time, paged) → sections. Nodes are plain data with stable ids; every level
 * fetched is kept until `clear()`, so the tree, `parent()` and `findSection()` see the same nodes.
 */
import type { CallOptions, ChargingRules, DivisionParams } from '../api/client';
import { CancelledError } from '../api/errors';
import type { Coverage, Division, DivisionPage, JurisdictionLaws } from '../api/models';
import { Memo } from '../util/memo';

/** What the model needs from the service. Only `divisions` may be charged (live: per page). */
export interface CodeTreeSource {
  laws(call?: CallOptions): Promise<JurisdictionLaws[]>;
  /** Only for counts: a failure leaves the counts out. */
  coverage(): Promise<Coverage>;
  divisions(params: DivisionParams, call?: CallOptions): Promise<DivisionPage>;
  /** What the service charges (free to learn); without it, browsing is taken to be free. */
  charging?(call?: CallOptions): Promise<ChargingRules>;
}

/** One body of law that `divisions` can walk. */
export interface CodeRef {
  corpusType: string;
  /** Lowercase two-letter code for state sources; absent for federal ones. */
  state?: string;
  /** The catalog's own code name, when it gives one. */
  code?: string;
}

interface NodeBase {
  /**
   * Stable and unique per path: a division's id is its parent's id and its own identifier, so the
   * same identifier under two parents (or repeating its parent's) never names one node twice, and
   * every parent id is shorter than its child's (a parent walk always ends).
   */
  id: string;
  parentId?: string;
}

export interface JurisdictionNode extends NodeBase {
  type: 'jurisdiction';
  code: string;
  name: string;
  federal: boolean;
  sectionCount?: number;
}

export interface CodeNode extends NodeBase {
  type: 'code';
  ref: CodeRef;
  name: string;
  jurisdiction: string;
  sectionCount?: number;
}

export interface DivisionNode extends NodeBase {
  type: 'division';
  ref: CodeRef;
  identifier: string;
  name: string;
  /** Normalised: `title`, `chapter`, `part`, … when known. */
  kind?: string;
  num?: string;
  /** Number of the enclosing title (for citations). */
  titleNum?: string;
  sectionCount?: number;
  /** A leaf without a section behind it, or one that would lead back up its own path: nothing to expand. */
  empty: boolean;
  /** Divisions above it and itself (1 for a code's first level). */
  depth: number;
}

export interface SectionNode extends NodeBase {
  type: 'section';
  ref: CodeRef;
  identifier: string;
  actId: string;
  /** The heading as the service gives it. */
  name: string;
  num?: string;
  /** Derived from the code, title and section number where the form is known (U.S.C., C.F.R., D.C. Code). */
  citation?: string;
}

/** "Load more" at the end of a paged level. */
export interface MoreNode extends NodeBase {
  type: 'more';
  parentId: string;
  loaded: number;
}

/** A failed load, shown in place of the rows it should have produced. */
export interface ErrorNode extends NodeBase {
  type: 'error';
  error: unknown;
  /** `reload`: the level never loaded; `more`: a further page failed. */
  retry: 'reload' | 'more';
}

export type CodeTreeNode = JurisdictionNode | CodeNode | DivisionNode | SectionNode | MoreNode | ErrorNode;

export interface CodeTreeOptions {
  /** `limit` for divisions; the service's default when absent. */
  pageSize?: number;
  /** Most `divisions` calls one `findSection` may make (the service rate-limits per minute, and may charge per page). */
  findBudget?: number;
  /** Credits a `findSection` may spend before it asks to go on (see `FindOptions.confirm`). */
  askAboveCredits?: number;
}

/** Divisions deeper than this are shown as leaves: no code nests so deep, a looping service would. */
export const MAX_DIVISION_DEPTH = 12;

/** What a walk has spent and may still spend, for the question asked before it goes on. */
export interface WalkCost {
  /** Credits spent on the pages fetched so far (an upper bound: empty pages are refunded on live). */
  spent: number;
  /** The most the rest of the walk can cost. */
  atMostMore: number;
  perPage: number;
}

export interface FindOptions {
  signal?: AbortSignal;
  /**
   * Asked once, before a walk spends more than `askAboveCredits`; false stops it. Without it a
   * charged walk stops there.
   */
  confirm?: (cost: WalkCost) => Promise<boolean>;
}

export type FindResult =
  | { found: true; node: SectionNode; pages: number; credits: number }
  | { found: false; reason: 'unrecognised' | 'no-code' | 'not-found' | 'budget' | 'declined'; message: string; pages?: number; credits?: number };

interface Level {
  nodes: CodeTreeNode[];
  nextCursor?: string;
  /** Failure of the last "load more", shown as the trailing row until retried. */
  moreFailure?: unknown;
  extending?: Promise<void>;
}

interface Catalog {
  jurisdictions: JurisdictionNode[];
  codes: Map<string, CodeNode[]>;
}

type Expandable = CodeNode | DivisionNode;

export class CodeTreeModel {
  pageSize: number | undefined;
  readonly findBudget: number;
  readonly askAboveCredits: number;
  /** Jurisdiction code the roots are limited to. */
  private filterCode: string | undefined;
  private readonly catalogLoad = new Memo(() => this.loadCatalog(this.generation));
  private readonly priceLoad = new Memo(() => this.loadPagePrice());
  private price: number | undefined;
  private readonly levels = new Map<string, Level>();
  private readonly firstLoads = new Map<string, Promise<Level>>();
  private readonly nodes = new Map<string, CodeTreeNode>();
  private generation = 0;
  private abort = new AbortController();

  constructor(
    private readonly source: CodeTreeSource,
    options: CodeTreeOptions = {},
  ) {
    this.pageSize = options.pageSize;
    this.findBudget = options.findBudget ?? 25;
    this.askAboveCredits = options.askAboveCredits ?? 5;
  }

  get filter(): string | undefined {
    return this.filterCode;
  }

  /** Limits the roots to one jurisdiction (by code, case-insensitive); `undefined` shows all. */
  setFilter(code: string | undefined): void {
    this.filterCode = code?.toLowerCase();
  }

  /** Forgets everything fetched; loads still in flight are abandoned. */
  clear(): void {
    this.generation++;
    this.abort.abort();
    this.abort = new AbortController();
    this.catalogLoad.reset();
    this.priceLoad.reset();
    this.price = undefined;
    this.levels.clear();
    this.firstLoads.clear();
    this.nodes.clear();
  }

  get(id: string): CodeTreeNode | undefined {
    return this.nodes.get(id);
  }

  /** The node above; never the node itself nor anything that is not strictly above it. */
  parent(node: CodeTreeNode): CodeTreeNode | undefined {
    const parent = node.parentId === undefined ? undefined : this.nodes.get(node.parentId);
    if (!parent || parent === node || node.type === 'jurisdiction') return undefined;
    if (node.type === 'code') return parent.type === 'jurisdiction' ? parent : undefined;
    return node.id.startsWith(parent.id) && parent.id.length < node.id.length ? parent : undefined;
  }

  /**
   * Credits one page of divisions costs (0 where browsing is free), once learned: the tree's
   * loaders learn it before a level is shown, so the rows can say what opening them costs.
   */
  get pagePrice(): number | undefined {
    return this.price;
  }

  /** What expanding this row would cost now: a page of a level not loaded yet, or the next page. */
  openingCost(node: CodeTreeNode): number {
    const price = this.price ?? 0;
    if (price === 0) return 0;
    if (node.type === 'more') return price;
    if (node.type === 'code' || (node.type === 'division' && !node.empty)) return this.levels.has(node.id) ? 0 : price;
    return 0;
  }

  /** Whether this row's first page is loaded (opening it again is free). */
  isLoaded(node: CodeTreeNode): boolean {
    return this.levels.has(node.id);
  }

  /** Jurisdictions (filtered) and their codes; throws when the catalog cannot be read. */
  async jurisdictions(): Promise<JurisdictionNode[]> {
    const catalog = await this.catalog();
    return catalog.jurisdictions.filter((j) => this.filterCode === undefined || j.code.toLowerCase() === this.filterCode);
  }

  /** Every jurisdiction of the catalog, ignoring the filter (for the filter's own picker). */
  async allJurisdictions(): Promise<JurisdictionNode[]> {
    return (await this.catalog()).jurisdictions;
  }

  /** Every code of the catalog, in catalog order. */
  async codes(): Promise<CodeNode[]> {
    const catalog = await this.catalog();
    return catalog.jurisdictions.flatMap((j) => catalog.codes.get(j.id) ?? []);
  }

  /**
   * Children as rows: never throws. A level that fails to load becomes one error row (not kept, so
   * asking again retries); a paged level ends with a "more" row, or an error row if that page failed.
   */
  async children(parent?: CodeTreeNode): Promise<CodeTreeNode[]> {
    const generation = this.generation;
    try {
      // Rows that open a charged level say so: learn the price before any of them is shown.
      await this.learnPagePrice();
      if (generation !== this.generation) return [];
      if (!parent) return await this.jurisdictions();
      switch (parent.type) {
        case 'jurisdiction':
          return (await this.catalog()).codes.get(parent.id) ?? [];
        case 'code':
        case 'division':
          return this.rows(parent, await this.level(parent));
        default:
          return [];
      }
    } catch (error) {
      if (generation !== this.generation) return [];
      return [this.remember({ type: 'error', id: `${parent?.id ?? ''}#error`, parentId: parent?.id, error, retry: 'reload' })];
    }
  }

  /** Fetches the next page of a paged level (once at a time); a failure is kept as the level's last row. */
  async loadMore(parent: CodeTreeNode): Promise<void> {
    if (parent.type !== 'code' && parent.type !== 'division') return;
    const level = this.levels.get(parent.id);
    if (!level) return;
    try {
      await this.extend(parent, level);
      level.moreFailure = undefined;
    } catch (error) {
      if (!(error instanceof CancelledError)) level.moreFailure = error;
    }
  }

  /**
   * Finds a section by act id by walking the divisions, using the id's shape as a hint
   * (`USC_T17_C1_S107`: title 17, chapter 1). Act ids are opaque, so levels the hint does not name
   * are searched in order, within `findBudget` calls; where pages are charged, the walk asks
   * `confirm` before it spends more than `askAboveCredits`. Throws on service failures.
   */
  async findSection(actId: string, options: FindOptions | AbortSignal = {}): Promise<FindResult> {
    const { signal, confirm } = options instanceof AbortSignal ? { signal: options, confirm: undefined } : options;
    const hint = parseActIdHint(actId);
    if (!hint) return { found: false, reason: 'unrecognised', message: `"${actId}" does not look like a section id of a code in the tree.` };
    const codes = (await this.codes()).filter((c) => sameCode(c.ref, hint));
    if (codes.length === 0) return { found: false, reason: 'no-code', message: `The laws catalog has no ${describeHintCode(hint)} to browse.` };
    const walk: Walk = { left: this.findBudget, exhausted: false, pages: 0, perPage: (await this.learnPagePrice()) ?? 0, asked: false, declined: false, confirm, signal };
    const spent = (): { pages: number; credits: number } => ({ pages: walk.pages, credits: walk.pages * walk.perPage });
    for (const code of codes) {
      const node = await this.search(code, hint, 0, actId, walk);
      if (node) return { found: true, node, ...spent() };
      if (walk.declined) break;
    }
    if (walk.declined) return { found: false, reason: 'declined', message: `Stopped looking for ${actId} in the ${codes[0]!.name} before spending more credits.`, ...spent() };
    return walk.exhausted
      ? { found: false, reason: 'budget', message: `Gave up looking for ${actId} after ${this.findBudget} levels of the ${codes[0]!.name}.`, ...spent() }
      : { found: false, reason: 'not-found', message: `${actId} is not in the ${codes[0]!.name} as the service lists it.`, ...spent() };
  }

  /** The jurisdiction a node belongs to. */
  jurisdictionOf(node: CodeTreeNode): JurisdictionNode | undefined {
    let current: CodeTreeNode | undefined = node;
    // Bounded as well as acyclic: jurisdiction, code, divisions, and the row below them.
    for (let steps = 0; current && current.type !== 'jurisdiction' && steps <= MAX_DIVISION_DEPTH + 3; steps++) current = this.parent(current);
    return current?.type === 'jurisdiction' ? current : undefined;
  }

  // ---- loading -------------------------------------------------------------------------------

  private catalog(): Promise<Catalog> {
    return this.catalogLoad.get();
  }

  /** The price of a page of divisions; undefined (free, as far as the tree can tell) when it cannot be learned. */
  private async learnPagePrice(): Promise<number | undefined> {
    if (this.price !== undefined || !this.source.charging) return this.price;
    try {
      return await this.priceLoad.get();
    } catch {
      return undefined;
    }
  }

  private async loadPagePrice(): Promise<number> {
    const generation = this.generation;
    const rules = await this.source.charging!({ signal: this.abort.signal });
    const price = Math.max(0, rules.divisions.perPage);
    if (generation === this.generation) this.price = price;
    return price;
  }

  private async loadCatalog(generation: number): Promise<Catalog> {
    const [laws, coverage] = await Promise.all([this.source.laws({ signal: this.abort.signal }), this.source.coverage().catch(() => undefined)]);
    if (generation !== this.generation) throw new CancelledError();
    return this.buildCatalog(laws, coverage);
  }

  private buildCatalog(laws: JurisdictionLaws[], coverage: Coverage | undefined): Catalog {
    const covered = new Map((coverage?.jurisdictions ?? []).map((j) => [j.code.toLowerCase(), j]));
    const jurisdictions: JurisdictionNode[] = [];
    const codes = new Map<string, CodeNode[]>();
    for (const j of laws) {
      const cov = covered.get(j.code.toLowerCase());
      if (j.laws.length === 0 || cov?.hasData === false) continue;
      const federal = cov?.kind === 'federal' || isFederalCode(j.code);
      const jurisdiction = this.remember<JurisdictionNode>({
        type: 'jurisdiction',
        id: `j:${j.code.toLowerCase()}`,
        code: j.code,
        name: j.name || j.code.toUpperCase(),
        federal,
        sectionCount: cov?.sectionCount ?? sumKnown(j.laws.map((l) => l.sectionCount)),
      });
      jurisdictions.push(jurisdiction);
      const seen = new Set<string>();
      const children: CodeNode[] = [];
      for (const law of j.laws) {
        const state = stateOf(law.state ?? (federal ? undefined : j.code));
        const ref: CodeRef = { corpusType: law.corpusType.toUpperCase(), ...(state ? { state } : {}), ...(law.code ? { code: law.code } : {}) };
        const id = `c:${escapeIdPart(refKey(ref))}`;
        if (seen.has(id)) continue;
        seen.add(id);
        children.push(
          this.remember<CodeNode>({
            type: 'code',
            id,
            parentId: jurisdiction.id,
            ref,
            name: law.name || fallbackCodeName(ref.corpusType, ref.state),
            jurisdiction: j.code,
            sectionCount: law.sectionCount ?? cov?.corpora[ref.corpusType] ?? cov?.corpora[law.corpusType],
          }),
        );
      }
      codes.set(jurisdiction.id, children);
    }
    return { jurisdictions, codes };
  }

  /** The level's first page, loaded once (shared while in flight); failures are not kept. */
  private level(parent: Expandable): Promise<Level> {
    const cached = this.levels.get(parent.id);
    if (cached) return Promise.resolve(cached);
    let load = this.firstLoads.get(parent.id);
    if (!load) {
      const generation = this.generation;
      load = this.fetchPage(parent, undefined).then((page) => {
        if (generation !== this.generation) throw new CancelledError();
        const level: Level = { nodes: this.toNodes(parent, page), nextCursor: page.nextCursor };
        this.levels.set(parent.id, level);
        return level;
      });
      const settled = (): void => {
        if (this.firstLoads.get(parent.id) === load) this.firstLoads.delete(parent.id);
      };
      load.then(settled, settled);
      this.firstLoads.set(parent.id, load);
    }
    return load;
  }

  private extend(parent: Expandable, level: Level): Promise<void> {
    if (!level.nextCursor) return Promise.resolve();
    if (!level.extending) {
      const generation = this.generation;
      const cursor = level.nextCursor;
      const extending = this.fetchPage(parent, cursor)
        .then((page) => {
          if (generation !== this.generation) throw new CancelledError();
          level.nodes.push(...this.toNodes(parent, page, new Set(level.nodes.map((n) => n.id))));
          // A cursor that does not move would page forever.
          level.nextCursor = page.nextCursor !== cursor ? page.nextCursor : undefined;
        })
        .finally(() => {
          level.extending = undefined;
        });
      level.extending = extending;
    }
    return level.extending;
  }

  private fetchPage(parent: Expandable, cursor: string | undefined): Promise<DivisionPage> {
    const ref = parent.ref;
    return this.source.divisions(
      {
        corpusType: ref.corpusType,
        state: ref.state,
        parent: parent.type === 'division' ? parent.identifier : undefined,
        cursor,
        limit: this.pageSize,
      },
      { signal: this.abort.signal },
    );
  }

  private rows(parent: Expandable, level: Level): CodeTreeNode[] {
    if (level.moreFailure !== undefined) {
      return [...level.nodes, this.remember<ErrorNode>({ type: 'error', id: `${parent.id}#more-error`, parentId: parent.id, error: level.moreFailure, retry: 'more' })];
    }
    if (level.nextCursor) return [...level.nodes, this.remember<MoreNode>({ type: 'more', id: `${parent.id}#more`, parentId: parent.id, loaded: level.nodes.length })];
    return level.nodes;
  }

  /** The page's rows; an identifier listed twice in a level (or already in `known`) is kept once. */
  private toNodes(parent: Expandable, page: DivisionPage, known = new Set<string>()): CodeTreeNode[] {
    const levelKind = singular(page.level);
    const titleNum = parent.type === 'division' ? parent.titleNum : undefined;
    const above = this.identifiersAbove(parent);
    const nodes: CodeTreeNode[] = [];
    for (const d of page.divisions) {
      const node = this.toNode(parent, d, levelKind, titleNum, above);
      if (known.has(node.id)) continue;
      known.add(node.id);
      nodes.push(this.remember(node));
    }
    return nodes;
  }

  /** Identifiers of the parent and the divisions above it (a bounded walk). */
  private identifiersAbove(parent: Expandable): Set<string> {
    const above = new Set<string>();
    let current: CodeTreeNode | undefined = parent;
    for (let steps = 0; current?.type === 'division' && steps <= MAX_DIVISION_DEPTH; steps++) {
      above.add(current.identifier);
      current = this.parent(current);
    }
    return above;
  }

  private toNode(parent: Expandable, d: Division, levelKind: string | undefined, titleNum: string | undefined, above: Set<string>): DivisionNode | SectionNode {
    const base = { parentId: parent.id, ref: parent.ref, identifier: d.identifier };
    const id = `${parent.id}|${escapeIdPart(d.identifier)}`;
    if (d.actId) {
      const num = sectionNumber(d);
      const title = titleNum ?? parseActIdHint(d.actId)?.steps.find((s) => s.kind === 'title')?.num;
      const name = d.name === d.identifier ? '' : stripSectionNumber(d.name);
      return { type: 'section', id, ...base, actId: d.actId, name, num, citation: sectionCitation(parent.ref, title, num) };
    }
    const kind = divisionKind(d) ?? levelKind;
    const num = divisionNumber(d);
    const depth = parent.type === 'division' ? parent.depth + 1 : 1;
    // A division that repeats an identifier of its own path would list that path again, forever.
    const loops = above.has(d.identifier) || depth >= MAX_DIVISION_DEPTH;
    return {
      type: 'division',
      id,
      ...base,
      name: d.name === d.identifier ? '' : d.name,
      kind,
      num,
      titleNum: kind === 'title' ? num : titleNum,
      sectionCount: d.sectionCount,
      empty: d.isLeaf || loops,
      depth,
    };
  }

  private remember<T extends CodeTreeNode>(node: T): T {
    this.nodes.set(node.id, node);
    return node;
  }

  // ---- finding -------------------------------------------------------------------------------

  private async search(parent: Expandable, hint: ActIdHint, step: number, actId: string, walk: Walk): Promise<SectionNode | undefined> {
    if (walk.signal?.aborted) throw new CancelledError();
    if (parent.type === 'division' && (parent.empty || parent.depth >= MAX_DIVISION_DEPTH)) return undefined;
    let level = this.levels.get(parent.id);
    if (!level) {
      if (!(await this.spendPage(walk))) return undefined;
      level = await this.level(parent);
    }
    for (;;) {
      const hit = level.nodes.find((n): n is SectionNode => n.type === 'section' && n.actId === actId);
      if (hit) return hit;
      if (!level.nextCursor) break;
      if (walk.signal?.aborted) throw new CancelledError();
      if (!(await this.spendPage(walk))) return undefined;
      await this.extend(parent, level);
    }
    const divisions = level.nodes.filter((n): n is DivisionNode => n.type === 'division' && !n.empty);
    const matched = divisions
      .map((node) => ({ node, next: matchStep(node, hint.steps, step) }))
      .filter((m): m is { node: DivisionNode; next: number } => m.next !== undefined)
      .sort((a, b) => a.next - b.next);
    // The hint names this level: follow it only. Otherwise the level is one the id does not encode
    // (a part above chapters, a subchapter): look through each in order.
    const candidates = matched.length > 0 ? matched : divisions.map((node) => ({ node, next: step }));
    for (const { node, next } of candidates) {
      const found = await this.search(node, hint, next, actId, walk);
      if (found) return found;
      if (walk.exhausted || walk.declined) return undefined;
    }
    return undefined;
  }

  /** Counts a page about to be fetched against the walk's budget; asks once before credits beyond the threshold. */
  private async spendPage(walk: Walk): Promise<boolean> {
    if (walk.declined) return false;
    if (walk.left <= 0) {
      walk.exhausted = true;
      return false;
    }
    if (walk.perPage > 0 && !walk.asked && (walk.pages + 1) * walk.perPage > this.askAboveCredits) {
      walk.asked = true;
      const go = walk.confirm ? await walk.confirm({ spent: walk.pages * walk.perPage, atMostMore: walk.left * walk.perPage, perPage: walk.perPage }) : false;
      if (walk.signal?.aborted) throw new CancelledError();
      if (!go) {
        walk.declined = true;
        return false;
      }
    }
    walk.left--;
    walk.pages++;
    return true;
  }
}

interface Walk {
  /** Pages the walk may still fetch. */
  left: number;
  /** A page was wanted after the budget ran out. */
  exhausted: boolean;
  pages: number;
  perPage: number;
  asked: boolean;
  declined: boolean;
  confirm?: (cost: WalkCost) => Promise<boolean>;
  signal?: AbortSignal;
}

// ---- act-id hints and division names (pure helpers, exported for tests) ------------------------

export interface HintStep {
  kind: string;
  num: string;
}

export interface ActIdHint {
  corpusType: string;
  state?: string;
  /** Containers named by the id, outermost first. */
  steps: HintStep[];
  /** The section part as written in the id (`107`, `47-2002`, `1_1`). */
  section?: string;
}

const STEP_LETTERS: Record<string, string> = { T: 'title', C: 'chapter', P: 'part', A: 'article' };

/**
 * Reads the structure some act ids carry: `USC_T17_C1_S107`, `CFR_T1_P1_S1_1`,
 * `STATE_DC_T47_C20_S47-2002`, `STATE_CO_T38_A12_P1_S38-12-103`. Only a hint: ids are opaque.
 */
export function parseActIdHint(actId: string): ActIdHint | undefined {
  const tokens = actId.split('_');
  const corpusType = tokens.shift();
  if (!corpusType || !/^[A-Z]{2,}$/.test(corpusType)) return undefined;
  let state: string | undefined;
  if (corpusType === 'STATE') {
    state = tokens.shift()?.toLowerCase();
    if (!state || !/^[a-z]{2}$/.test(state)) return undefined;
  }
  const steps: HintStep[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (/^S\d/.test(token)) return { corpusType, state, steps, section: [token.slice(1), ...tokens.slice(i + 1)].join('_') };
    const m = /^([TCPA])(\d[\dA-Za-z.-]*|[IVXLCDM]+|[A-Z]{1,2})$/.exec(token);
    if (m) steps.push({ kind: STEP_LETTERS[m[1]!]!, num: m[2]! });
  }
  return { corpusType, state, steps };
}

const KIND_WORDS = ['title', 'subtitle', 'division', 'part', 'subpart', 'chapter', 'subchapter', 'article', 'section'];

/** `titles` → `title`; unknown words pass through lowercased. */
function singular(word: string | undefined): string | undefined {
  if (!word) return undefined;
  const w = word.toLowerCase();
  return w.endsWith('s') && KIND_WORDS.includes(w.slice(0, -1)) ? w.slice(0, -1) : w;
}

const KIND_PREFIX = new RegExp(`^(${KIND_WORDS.join('|')})\\b\\.?\\s*([\\dA-Za-z][\\dA-Za-z.\\-]*)?`, 'i');

/** A division's kind from its `kind` field or, failing that, its name ("Chapter 1 — …"). */
function divisionKind(d: Pick<Division, 'kind' | 'name'>): string | undefined {
  return singular(d.kind) ?? KIND_PREFIX.exec(d.name)?.[1]?.toLowerCase();
}

/** Its number, from a name like "Chapter 1 — …" or the last segment of a path-like identifier (`…/ch1`, `…/ptII`). */
export function divisionNumber(d: Pick<Division, 'name' | 'identifier'>): string | undefined {
  const named = KIND_PREFIX.exec(d.name)?.[2];
  if (named && !/^(of|and|the)$/i.test(named)) return named.replace(/[.-]$/, '');
  return lastSegmentNumber(d.identifier);
}

const SECTION_PREFIX = /^(?:§+|sec(?:tion|\.)?)\s*(\d[\dA-Za-z.\-:]*?)\.?(?:\s+|$)/i;

/** A section's number, from a name like "§ 107. Fair use" or the identifier's last segment (`…/s107`). */
export function sectionNumber(d: Pick<Division, 'name' | 'identifier'>): string | undefined {
  return SECTION_PREFIX.exec(d.name)?.[1] ?? lastSegmentNumber(d.identifier);
}

/** "§ 107. Fair use" → "Fair use"; a name without the number is left alone. */
function stripSectionNumber(name: string): string {
  const m = SECTION_PREFIX.exec(name);
  return m ? name.slice(m[0].length).replace(/^[—–-]\s*/, '') : name;
}

function lastSegmentNumber(identifier: string): string | undefined {
  const segment = identifier.split('/').pop() ?? '';
  return /^[a-z]{1,4}(\d[\dA-Za-z.-]*|[IVXLCDM]+|[A-Z]{1,2})$/.exec(segment)?.[1];
}

/** The index of the first hint step at or after `from` that the division is, or undefined. */
function matchStep(node: DivisionNode, steps: readonly HintStep[], from: number): number | undefined {
  if (!node.num) return undefined;
  for (let i = from; i < steps.length; i++) {
    const step = steps[i]!;
    if ((node.kind === undefined || node.kind === step.kind) && sameNumber(node.num, step.num)) return i + 1;
  }
  return undefined;
}

function sameNumber(a: string, b: string): boolean {
  const norm = (s: string): string => s.toLowerCase().replace(/^0+(?=\d)/, '');
  return norm(a) === norm(b);
}

function sameCode(ref: CodeRef, hint: ActIdHint): boolean {
  return sameSource(ref, { corpusType: hint.corpusType, state: hint.state });
}

function describeHintCode(hint: ActIdHint): string {
  if (hint.corpusType === 'USC') return 'U.S. Code';
  if (hint.corpusType === 'CFR') return 'Code of Federal Regulations';
  if (hint.state) return `${hint.state.toUpperCase()} code`;
  return `${hint.corpusType} code`;
}

/** A citation in the form the service and the citation parser use, where the form is known. */
export function sectionCitation(ref: CodeRef, titleNum: string | undefined, sectionNum: string | undefined): string | undefined {
  if (!sectionNum) return undefined;
  switch (ref.corpusType) {
    case 'USC':
      return titleNum ? `${titleNum} U.S.C. § ${sectionNum}` : undefined;
    case 'CFR':
      return titleNum ? `${titleNum} C.F.R. § ${sectionNum}` : undefined;
    case 'STATE':
      return ref.state === 'dc' ? `D.C. Code § ${sectionNum}` : undefined;
    default:
      return undefined;
  }
}

/** `U.S. Code`, `D.C. Code`: how a source is called when the catalog does not say. */
export function fallbackCodeName(corpusType: string, state: string | undefined): string {
  const type = corpusType.toUpperCase();
  if (type === 'USC') return 'U.S. Code';
  if (type === 'CFR') return 'Code of Federal Regulations';
  const st = stateOf(state);
  if (st === 'dc') return 'D.C. Code';
  return st ? `${st.toUpperCase()} ${type === 'STATE' ? 'state code' : type}` : type;
}

/** `1 section`, `1,234 sections`. */
export function formatSectionCount(count: number | undefined): string | undefined {
  if (count === undefined) return undefined;
  return `${count.toLocaleString('en-US')} section${count === 1 ? '' : 's'}`;
}

/** A label for a division row: the service's name, with kind and number in front when it lacks them. */
export function divisionLabel(node: Pick<DivisionNode, 'kind' | 'num' | 'name'>): string {
  const named = KIND_PREFIX.test(node.name);
  const prefix = node.kind && node.num && !named ? `${node.kind[0]!.toUpperCase()}${node.kind.slice(1)} ${node.num}` : '';
  if (!prefix) return node.name || node.num || '(unnamed)';
  return node.name ? `${prefix} — ${node.name}` : prefix;
}

/** A source as the watch endpoints name it (`corpusType`, `state`), normalised like the catalog's codes. */
export function sourceRef(corpusType: string, state: string | undefined): CodeRef {
  const st = stateOf(state);
  return { corpusType: corpusType.toUpperCase(), ...(st ? { state: st } : {}) };
}

/** Same corpus and state (the catalog's own code name aside). */
export function sameSource(a: CodeRef, b: CodeRef): boolean {
  return a.corpusType.toUpperCase() === b.corpusType.toUpperCase() && stateOf(a.state) === stateOf(b.state);
}

function refKey(ref: CodeRef): string {
  return `${ref.corpusType}:${ref.state ?? ''}:${ref.code ?? ''}`;
}

/** `|` separates the parts of a node id and `#` starts a special row's suffix: neither may come from the service. */
function escapeIdPart(text: string): string {
  return text.replace(/[%|#]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function isFederalCode(code: string): boolean {
  return ['federal', 'us', 'usa', 'fed'].includes(code.toLowerCase());
}

/** Lowercase two-letter state, or undefined for federal/absent. */
function stateOf(state: string | undefined): string | undefined {
  if (!state) return undefined;
  const s = state.toLowerCase();
  return isFederalCode(s) ? undefined : s;
}

/** The total, when every part is known. */
function sumKnown(values: (number | undefined)[]): number | undefined {
  return values.every((v) => v !== undefined) ? values.reduce<number>((a, b) => a + b!, 0) : undefined;
}
