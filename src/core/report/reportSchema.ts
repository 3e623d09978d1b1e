/**
 * The JSON report's schema (JSON Schema draft-07), as the README documents it; the command line's tests
 * validate its reports against it.
 */
const part = {
  type: 'object',
  required: ['result'],
  additionalProperties: false,
  properties: { result: { enum: ['ok', 'failed', 'none', 'not-checked'] }, detail: { type: 'string' } },
} as const;

const date = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const dateOrCurrent = { oneOf: [{ type: 'null' }, date] } as const;
const time = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$' } as const;
const count = { type: 'integer', minimum: 0 } as const;
const outcomes = ['ok', 'error', 'warning', 'information', 'not-verified', 'not-checked'] as const;
const severities = ['error', 'warning', 'information', 'hint'] as const;

export const CITE_CHECK_REPORT_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Statute Lookup cite-check report',
  type: 'object',
  required: ['summary', 'citations'],
  additionalProperties: false,
  properties: {
    summary: {
      type: 'object',
      required: ['generatedAt', 'service', 'operativeDate', 'documents', 'citations', 'byOutcome', 'findings', 'creditsSpent'],
      additionalProperties: false,
      properties: {
        generatedAt: time,
        service: { type: 'string' },
        operativeDate: dateOrCurrent,
        documents: { type: 'array', items: { type: 'string' } },
        citations: count,
        byOutcome: { type: 'object', required: [...outcomes], additionalProperties: false, properties: Object.fromEntries(outcomes.map((o) => [o, count])) },
        findings: { type: 'object', required: [...severities], additionalProperties: false, properties: Object.fromEntries(severities.map((s) => [s, count])) },
        creditsSpent: { type: 'number', minimum: 0 },
      },
    },
    citations: {
      type: 'array',
      items: {
        type: 'object',
        required: ['document', 'line', 'column', 'asWritten', 'canonical', 'pinpoint', 'section', 'operativeDate', 'edition', 'currentThrough', 'amendedSince', 'status', 'pinpointResult', 'quotationResult', 'findings', 'outcome', 'creditsSpent', 'checkedAt', 'service'],
        additionalProperties: false,
        properties: {
          document: { type: 'string' },
          line: { type: 'integer', minimum: 1 },
          column: { type: 'integer', minimum: 1 },
          asWritten: { type: 'string' },
          canonical: { type: 'string' },
          pinpoint: { type: ['string', 'null'] },
          section: {
            oneOf: [
              { type: 'null' },
              {
                type: 'object',
                required: ['actId', 'citation', 'heading'],
                additionalProperties: false,
                properties: { actId: { type: 'string' }, citation: { type: ['string', 'null'] }, heading: { type: ['string', 'null'] } },
              },
            ],
          },
          operativeDate: dateOrCurrent,
          edition: { type: ['string', 'null'] },
          currentThrough: { type: ['string', 'null'] },
          amendedSince: { type: ['boolean', 'null'] },
          status: {
            oneOf: [
              { type: 'null' },
              {
                type: 'object',
                required: ['actStatus', 'goodLawStatus', 'standing', 'severity'],
                additionalProperties: false,
                properties: {
                  actStatus: { type: ['string', 'null'] },
                  goodLawStatus: { type: ['string', 'null'] },
                  standing: { type: 'string' },
                  severity: { enum: ['ok', 'information', 'warning', 'error'] },
                },
              },
            ],
          },
          pinpointResult: part,
          quotationResult: {
            ...part,
            properties: {
              ...part.properties,
              quotations: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['quoted', 'verdict'],
                  additionalProperties: false,
                  properties: { quoted: { type: 'string' }, verdict: { enum: ['matches', 'other-date', 'differs', 'not-checked'] }, exact: { type: 'string' } },
                },
              },
            },
          },
          findings: {
            type: 'array',
            items: {
              type: 'object',
              required: ['severity', 'code', 'message', 'line', 'column'],
              additionalProperties: false,
              properties: {
                severity: { enum: [...severities] },
                code: { type: 'string' },
                message: { type: 'string' },
                line: { type: 'integer', minimum: 1 },
                column: { type: 'integer', minimum: 1 },
              },
            },
          },
          outcome: { enum: [...outcomes] },
          creditsSpent: { type: 'number', minimum: 0 },
          checkedAt: { oneOf: [{ type: 'null' }, time] },
          service: { type: 'string' },
        },
      },
    },
  },
} as const;
