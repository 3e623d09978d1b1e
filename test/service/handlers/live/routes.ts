/** The live dialect's route table (live-api.md); the interface dialect's is in http/server.ts. */
import type { Route } from '../../http/server';
import { boards, coverage, creditsBalance, divisions, laws, pricing } from './catalog';
import { batchSections, count, related, resolve, resolveBatch, search, sectionBody, sectionMetadata } from './statutes';
import { createWatch, deleteWatch, listWatches, testWatch, updateWatch } from './watches';

const S = '/api/v1/us/statutes';
const SECTION = `${S}/section/(?<id>[^/]*)`;

export const LIVE_ROUTES: Route[] = [
  { method: 'POST', pattern: new RegExp(`^${S}/search/?$`), operation: 'search', handler: search, auth: true, metered: true },
  { method: 'GET', pattern: new RegExp(`^${SECTION}/body/?$`), operation: 'sectionBody', handler: sectionBody, auth: true, metered: true },
  { method: 'GET', pattern: new RegExp(`^${SECTION}/related/?$`), operation: 'related', handler: related, auth: true, metered: true },
  { method: 'GET', pattern: new RegExp(`^${SECTION}/?$`), operation: 'section', handler: sectionMetadata, auth: true, metered: true },
  { method: 'GET', pattern: new RegExp(`^${S}/resolve/?$`), operation: 'resolve', handler: resolve, auth: true, metered: true },
  { method: 'POST', pattern: new RegExp(`^${S}/resolve/?$`), operation: 'resolveBatch', handler: resolveBatch, auth: true, metered: true },
  { method: 'POST', pattern: new RegExp(`^${S}/sections/?$`), operation: 'sections', handler: batchSections, auth: true, metered: true },
  { method: 'POST', pattern: new RegExp(`^${S}/count/?$`), operation: 'count', handler: count, auth: true, metered: true },
  { method: 'GET', pattern: new RegExp(`^${S}/coverage/?$`), operation: 'coverage', handler: coverage, auth: true },
  { method: 'GET', pattern: new RegExp(`^${S}/divisions/?$`), operation: 'divisions', handler: divisions, auth: true, metered: true },
  { method: 'GET', pattern: new RegExp(`^${S}/laws/?$`), operation: 'laws', handler: laws, auth: true },
  { method: 'GET', pattern: /^\/api\/v1\/api-credits\/pricing\/?$/, operation: 'pricing', handler: pricing, auth: false },
  { method: 'GET', pattern: /^\/api\/v1\/credits\/balance\/?$/, operation: 'credits', handler: creditsBalance, auth: true },
  { method: 'GET', pattern: /^\/api\/v1\/boards\/?$/, operation: 'boards', handler: boards, auth: true },
  { method: 'GET', pattern: /^\/api\/v1\/watches\/?$/, operation: 'watches', handler: listWatches, auth: true },
  { method: 'POST', pattern: /^\/api\/v1\/watches\/?$/, operation: 'createWatch', handler: createWatch, auth: true },
  { method: 'PATCH', pattern: /^\/api\/v1\/watches\/(?<id>[^/]+)\/?$/, operation: 'updateWatch', handler: updateWatch, auth: true },
  { method: 'DELETE', pattern: /^\/api\/v1\/watches\/(?<id>[^/]+)\/?$/, operation: 'deleteWatch', handler: deleteWatch, auth: true },
  { method: 'POST', pattern: /^\/api\/v1\/watches\/(?<id>[^/]+)\/test\/?$/, operation: 'testWatch', handler: testWatch, auth: true },
];
