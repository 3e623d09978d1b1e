/**
 * A compact description of the live API's response types, written from the field names, types and
 * enumerations its publisher documents (the US Statutes, credits and watches OpenAPI descriptions and
 * the webhook AsyncAPI). The contract tests hold the local service's live dialect against it.
 */

export type Schema =
  | { kind: 'string'; enum?: readonly string[] }
  | { kind: 'integer' }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'null' }
  | { kind: 'array'; items: Schema; maxItems?: number }
  /** `open`: the publisher declares additionalProperties (keys beyond `props` are allowed). */
  | { kind: 'object'; props: Record<string, Schema>; required: readonly string[]; open?: boolean; values?: Schema }
  | { kind: 'anyOf'; of: readonly Schema[] }
  | { kind: 'lazy'; get: () => Schema }
  | { kind: 'any' };

const str = (values?: readonly string[]): Schema => (values ? { kind: 'string', enum: values } : { kind: 'string' });
const int: Schema = { kind: 'integer' };
const num: Schema = { kind: 'number' };
const bool: Schema = { kind: 'boolean' };
const any: Schema = { kind: 'any' };
const arr = (items: Schema, maxItems?: number): Schema => ({ kind: 'array', items, ...(maxItems ? { maxItems } : {}) });
const obj = (props: Record<string, Schema>, required: readonly string[] = [], open = false): Schema => ({ kind: 'object', props, required, open });
const map = (values: Schema): Schema => ({ kind: 'object', props: {}, required: [], open: true, values });
const opt = (s: Schema): Schema => ({ kind: 'anyOf', of: [s, { kind: 'null' }] });
const nstr = opt(str());
const nint = opt(int);

export const STATES = [
  'federal', 'al', 'ak', 'az', 'ar', 'ca', 'co', 'ct', 'de', 'dc', 'fl', 'ga', 'gu', 'hi', 'id', 'il', 'in', 'ia', 'ks', 'ky', 'la', 'me', 'md', 'ma',
  'mi', 'mn', 'ms', 'mo', 'mt', 'ne', 'nv', 'nh', 'nj', 'nm', 'ny', 'nc', 'nd', 'mp', 'oh', 'ok', 'or', 'pa', 'pr', 'ri', 'sc', 'sd', 'tn', 'tx',
  'ut', 'vt', 'va', 'wa', 'wv', 'wi', 'wy',
];
export const CORPUS_TYPES = [
  'USC', 'CFR', 'STATE', 'CONSTITUTION', 'FEDERAL_RULES', 'FEDERAL_LOCAL_RULES', 'STATE_CONSTITUTION', 'STATE_RULES', 'EXECUTIVE_ACTION', 'REGULATION',
  'FEDERAL_REGISTER', 'FEDERAL_REGISTER_NOTICE', 'AGENCY_GUIDANCE', 'SENTENCING_GUIDELINES', 'US_TAX_TREATY', 'STATE_AGENCY_GUIDANCE', 'STATE_AG_OPINION',
  'SESSION_LAW', 'STATUTE_COMPILATION', 'AGENCY_ADJUDICATION', 'CFR_ANNUAL', 'USC_ANNUAL',
];
export const ACT_STATUSES = [
  'abolished', 'deleted', 'expired', 'in_force', 'inactive', 'non_precedential', 'not_funded', 'not_yet_effective', 'omitted', 'proposed', 'recodified',
  'recompiled', 'rejected', 'relocated', 'removed', 'renumbered', 'repealed', 'rescinded', 'reserved', 'revoked', 'superseded', 'terminated',
  'transferred', 'unconstitutional', 'vacant', 'vacated', 'vetoed', 'withdrawn',
];
export const GOOD_LAW = ['good_law', 'not_good_law', 'not_operative', 'unknown'];

const breadcrumbEntry = map(str());

/** StatuteResult: only actId is required; everything else is nullable. */
export const SECTION_RECORD: Schema = obj(
  {
    actId: str(),
    citation: nstr,
    citationShort: nstr,
    displayLabel: nstr,
    title: nstr,
    sectionTitle: nstr,
    corpusType: opt(str(CORPUS_TYPES)),
    state: opt(str(STATES)),
    source: nstr,
    year: nint,
    relevanceScore: opt(num),
    excerpt: str(),
    body: nstr,
    titleNumber: nstr,
    titleName: nstr,
    chapter: nstr,
    chapterName: nstr,
    subchapter: nstr,
    subchapterName: nstr,
    part: nstr,
    partName: nstr,
    subpart: nstr,
    subpartName: nstr,
    sectionNumber: nstr,
    displayPath: nstr,
    breadcrumb: opt(arr(breadcrumbEntry)),
    parent: opt(map(any)),
    popularName: nstr,
    actStatus: opt(str(ACT_STATUSES)),
    goodLawStatus: opt(str(GOOD_LAW)),
    currentThrough: nstr,
    currencyNote: nstr,
    currencyYear: nint,
    renumberedTo: nstr,
    renumberedToLabel: nstr,
    transferredTo: nstr,
    transferredToLabel: nstr,
    sourceCredit: nstr,
    publicLaws: opt(arr(str())),
    amendmentYears: opt(arr(int)),
    lastAmendedYear: nint,
    amendmentsCount: nint,
    effectiveDate: nstr,
    htmlUrl: nstr,
    externalUrl: nstr,
    sourceUrl: nstr,
  },
  ['actId'],
);

const RESOLVED_FROM: Schema = obj({ input: str(), actId: str(), via: str(['normalized_id', 'citation']), subsection: nstr }, ['input', 'actId', 'via']);
const OUTSIDE_FILTERS: Schema = obj({ actId: str(), citation: nstr, title: nstr, state: nstr, corpusType: nstr, excludedBy: arr(str()) }, ['actId']);
const timing = { processingTimeMs: num, creditsConsumed: num };

export const SEARCH_RESPONSE = obj({
  results: arr(SECTION_RECORD),
  count: int,
  total: int,
  offset: int,
  hasMore: bool,
  changedSectionCount: nint,
  rankingDegraded: bool,
  noGoodMatch: opt(bool),
  matchQuality: opt(str(['exact', 'strong', 'moderate', 'weak', 'none'])),
  citationOutsideFilters: opt(OUTSIDE_FILTERS),
  query: str(),
  ...timing,
});

export const SECTION_RESPONSE = obj({ section: SECTION_RECORD, resolvedFrom: opt(RESOLVED_FROM), ...timing }, ['section']);

const SUBSECTION: Schema = obj(
  {
    label: str(),
    pincite: str(),
    type: str(['subsection', 'paragraph', 'subparagraph', 'clause', 'subclause']),
    citation: nstr,
    text: str(),
    children: arr({ kind: 'lazy', get: () => SUBSECTION }),
  },
  ['label', 'pincite'],
);

export const AS_OF = obj(
  {
    requested: str(),
    engine: str(['stored_edition', 'observed_change']),
    source: str(['live', 'reconstructed', 'unavailable', 'published']),
    existed: bool,
    basisChangeId: nint,
    observedFrom: nstr,
    resolvedEditionYear: nint,
    scheduledEditionYear: nint,
    editionsObserved: opt(arr(int)),
    outOfCoverageReason: nstr,
    isBounded: bool,
    coverage: str(),
  },
  ['requested', 'source', 'existed', 'isBounded', 'coverage'],
);

const TABLE = obj({ tableId: str(), order: int, caption: nstr, rows: int, cols: int }, ['tableId']);
const FIGURE = obj(
  {
    figureId: str(),
    kind: str(['figure', 'equation', 'image', 'form']),
    caption: nstr,
    alt: nstr,
    url: nstr,
    sourceUrl: nstr,
    width: nint,
    height: nint,
    mimeType: nstr,
    order: int,
    offsetMarkdown: nint,
    offsetPlain: nint,
    status: str(['hosted', 'unavailable']),
  },
  ['figureId'],
);

export const BODY_RESPONSE = obj(
  {
    actId: str(),
    html: nstr,
    plain: nstr,
    source: opt(str(['r2_render', 'r2_s3', 'r2_text', 'qdrant_reconstructed', 'stored_edition', 'corpus_change_history'])),
    sourceUrl: nstr,
    content: nstr,
    sourceCredit: nstr,
    notes: nstr,
    available: bool,
    note: nstr,
    markdown: nstr,
    tables: opt(arr(TABLE)),
    figures: opt(arr(FIGURE)),
    hasTables: opt(bool),
    hasFigures: opt(bool),
    subsections: opt(arr(SUBSECTION)),
    asOf: opt(AS_OF),
    resolvedFrom: opt(RESOLVED_FROM),
    ...timing,
  },
  ['actId'],
);

export const RELATED_RESPONSE = obj(
  { section: SECTION_RECORD, previous: arr(SECTION_RECORD), next: arr(SECTION_RECORD), container: nstr, resolvedFrom: opt(RESOLVED_FROM), ...timing },
  ['section'],
);

const resolveItem = {
  resolved: bool,
  inputCitation: str(),
  section: opt(SECTION_RECORD),
  subsection: nstr,
  citationOutsideFilters: opt(OUTSIDE_FILTERS),
  matchedCorpus: opt(str(['session_law'])),
  sessionLaw: opt(map(any)),
};
export const RESOLVE_RESPONSE = obj({ ...resolveItem, ...timing }, ['resolved', 'inputCitation']);
export const RESOLVE_BATCH_RESPONSE = obj({ results: arr(obj(resolveItem, ['resolved', 'inputCitation'])), resolvedCount: int, count: int, ...timing }, ['results']);

export const SECTIONS_RESPONSE = obj({
  sections: arr(SECTION_RECORD),
  notFound: arr(str()),
  notFoundDetail: arr(obj({ actId: str(), reason: str(['assembled_id', 'unresolved_citation', 'not_in_corpus', 'state_session_law']), didYouMean: arr(str(), 3) }, ['actId', 'reason'])),
  resolved: arr(RESOLVED_FROM),
  count: int,
  ...timing,
});

export const COUNT_RESPONSE = obj({ count: int, isExact: bool, scope: map(any), ...timing }, ['count']);

const DIVISION = obj({ identifier: str(), name: str(), kind: str(), isLeaf: bool, actId: nstr, sectionCount: nint }, ['identifier', 'name', 'kind', 'isLeaf']);
export const DIVISIONS_RESPONSE = obj(
  {
    corpusType: str(),
    state: nstr,
    level: str(['titles', 'chapters', 'parts', 'codes', 'articles', 'sections']),
    parentLabel: nstr,
    divisions: arr(DIVISION),
    count: int,
    nextCursor: nstr,
    truncated: bool,
    note: nstr,
    ...timing,
  },
  ['corpusType', 'level'],
);

const FREE_META = obj({ processingTimeMs: num, creditsConsumed: num }, ['creditsConsumed']);

export const COVERAGE_RESPONSE = obj(
  {
    data: obj(
      {
        corpusTypes: arr(obj({ token: str(), description: str(), scope: str(['federal', 'state']), browsable: bool, scopeNote: nstr, sourceScopeNotes: opt(map(any)) }, ['token', 'description', 'scope', 'browsable'])),
        jurisdictions: arr(
          obj(
            { code: str(), name: str(), kind: str(['federal', 'state', 'territory']), sectionCount: int, hasData: bool, statusBreakdown: map(map(int)), corpora: map(int), sessionLaws: opt(map(any)) },
            ['code', 'name', 'kind', 'sectionCount', 'hasData'],
          ),
        ),
        totalSections: int,
        totalPassages: int,
        stateCountWithData: int,
        measuredAt: nstr,
      },
      ['corpusTypes', 'jurisdictions', 'totalSections', 'stateCountWithData'],
    ),
    meta: FREE_META,
  },
  ['data', 'meta'],
);

export const PRICING_RESPONSE = obj(
  {
    dollarPerCredit: num,
    minCredits: int,
    maxCredits: int,
    costs: arr(
      obj(
        { endpoint: str(), operation: str(), credits: num, usdCost: num, description: str(), category: str(['account', 'acts', 'alerts', 'session_laws', 'statutes']), regions: arr(str()) },
        ['endpoint', 'operation', 'credits'],
      ),
    ),
  },
  ['costs'],
);

export const CREDITS_BALANCE = obj(
  {
    creditsRemaining: num,
    usdRemaining: num,
    bySource: arr(obj({ source: str(), credits: num }, ['source', 'credits'])),
    nextExpiry: opt(obj({ at: str(), credits: num }, ['at', 'credits'])),
    plan: nstr,
    totalPurchased: num,
    totalConsumed: num,
    rateLimit: opt(obj({ perMinute: int, perHour: int, perDay: int }, ['perMinute', 'perHour', 'perDay'])),
    asOf: str(),
  },
  ['creditsRemaining', 'usdRemaining', 'totalPurchased', 'totalConsumed', 'asOf'],
);

/** The watch object is published as an example only (its schema is `{}`): its fields are typed, others allowed. */
export const WATCH = obj(
  {
    id: str(),
    corpusType: str(),
    state: nstr,
    channel: str(['webhook', 'email', 'both']),
    webhookUrl: nstr,
    isActive: bool,
    createdAt: str(),
    updatedAt: str(),
    lastNotifiedAt: nstr,
    lastStatus: nstr,
    changeSignal: nstr,
    webhookAuth: obj({ scheme: str(['none', 'bearer', 'basic', 'header']), headerName: nstr, hasSecret: bool }, ['scheme']),
  },
  ['id', 'corpusType', 'channel', 'isActive'],
  true,
);
const WATCH_META = obj({ processingTimeMs: num, creditsConsumed: num }, []);
export const WATCH_CREATED = obj({ data: WATCH, meta: WATCH_META }, ['data']);
export const WATCH_LIST = obj({ data: obj({ watches: arr(WATCH) }, ['watches']), meta: WATCH_META }, ['data']);
export const WATCH_TEST = obj({ data: obj({ channel: str(['webhook', 'email', 'both']), webhook: opt(obj({ success: bool, statusCode: nint }, ['success'])) }, ['channel']), meta: WATCH_META }, ['data']);
export const BOARDS = obj(
  {
    data: obj(
      {
        boards: arr(
          obj(
            {
              corpusType: str(),
              state: nstr,
              label: str(),
              cadence: nstr,
              lastRetrievedAt: nstr,
              retrievalStatus: str(['current', 'stale', 'failing', 'unconfirmed', 'never_retrieved']),
              publishesSourceChangedOn: bool,
              changeSignal: nstr,
              sources: opt(arr(any)),
              agencies: opt(arr(any)),
            },
            ['corpusType', 'label'],
          ),
        ),
        total: int,
        hasMore: bool,
      },
      ['boards'],
    ),
    meta: WATCH_META,
  },
  ['data'],
);

/** Webhook body (AsyncAPI plus the watches description). */
export const WEBHOOK_PAYLOAD = obj(
  {
    event: str(['board.updated', 'board.test']),
    corpusType: str(),
    state: nstr,
    boardLabel: nstr,
    refreshLogId: opt(num),
    deliveryId: str(),
    firedAt: str(),
    scope: opt(map(any)),
    changes: arr(obj({ id: int, changeKind: str(['added', 'amended', 'removed']), actId: str(), citation: nstr, title: nstr, detectedAt: str() }, ['changeKind', 'actId']), 10),
    changesOverflowCount: int,
    sectionsAdded: int,
    sectionsAmended: int,
    sectionsRemoved: int,
    rowsAdded: int,
    rowsUpdated: int,
    rowsDeleted: int,
  },
  ['event', 'corpusType', 'deliveryId', 'firedAt', 'changes'],
);

const FIELD_ERROR = obj({ loc: arr({ kind: 'anyOf', of: [str(), int] }), msg: str(), type: str(), input: any, ctx: opt(map(any)) }, ['loc', 'msg', 'type']);
/** Shape A: every error; `errors` on 422 only. */
export const ERROR_A = obj({ detail: str(), errors: opt(arr(FIELD_ERROR)) }, ['detail']);
/** Shape B: validation errors with `detail` as the list. */
export const ERROR_B = obj({ detail: arr(FIELD_ERROR) }, ['detail']);
/** Shape C: the 404 of every /section/{act_id}/… route. */
export const ERROR_C = obj(
  { detail: str(), actId: str(), reason: str(['assembled_id', 'unresolved_citation', 'not_in_corpus', 'missing_act_id', 'state_session_law']), didYouMean: arr(str(), 3) },
  ['detail', 'actId', 'reason'],
);

/** Every place `value` departs from `schema`, as `path: problem` lines (empty when it conforms). */
export function violations(value: unknown, schema: Schema, path = '$'): string[] {
  switch (schema.kind) {
    case 'any':
      return [];
    case 'lazy':
      return violations(value, schema.get(), path);
    case 'null':
      return value === null ? [] : [`${path}: expected null, got ${typeof value}`];
    case 'string':
      if (typeof value !== 'string') return [`${path}: expected string, got ${value === null ? 'null' : typeof value}`];
      return schema.enum && !schema.enum.includes(value) ? [`${path}: "${value}" is not one of ${schema.enum.join('|')}`] : [];
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) ? [] : [`${path}: expected integer, got ${JSON.stringify(value)}`];
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? [] : [`${path}: expected number, got ${JSON.stringify(value)}`];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${path}: expected boolean, got ${JSON.stringify(value)}`];
    case 'anyOf': {
      const attempts = schema.of.map((s) => violations(value, s, path));
      return attempts.some((a) => a.length === 0) ? [] : attempts.reduce((best, a) => (a.length < best.length ? a : best));
    }
    case 'array': {
      if (!Array.isArray(value)) return [`${path}: expected array, got ${value === null ? 'null' : typeof value}`];
      const out = schema.maxItems !== undefined && value.length > schema.maxItems ? [`${path}: ${value.length} items, at most ${schema.maxItems}`] : [];
      return [...out, ...value.flatMap((item, i) => violations(item, schema.items, `${path}[${i}]`))];
    }
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${path}: expected object, got ${value === null ? 'null' : typeof value}`];
      const record = value as Record<string, unknown>;
      const out: string[] = [];
      for (const key of schema.required) if (!(key in record)) out.push(`${path}: missing required ${key}`);
      for (const [key, item] of Object.entries(record)) {
        const declared = schema.props[key];
        if (declared) out.push(...violations(item, declared, `${path}.${key}`));
        else if (schema.values) out.push(...violations(item, schema.values, `${path}.${key}`));
        else if (!schema.open) out.push(`${path}: unknown field ${key}`);
      }
      return out;
    }
  }
}
