import { pathToFileURL } from 'node:url';
import type { HandlerContract } from './platform/http/contract.ts';
import { openApiDocument, type OpenApiDocument } from './platform/http/openapi.ts';
import { routes, type RouteDefinition } from './routes.ts';

/**
 * The API's OpenAPI description composed from the route table and every handler's contract. Like the route table,
 * this module sits outside the contexts: it loads each route's handler module to read its contract.
 */
export const CONTEXT_NAMES: Readonly<Record<string, string>> = {
  users: 'Login og brugere',
  cases: 'Sager',
  customers: 'Kunder',
  'customer-cars': 'Kundebiler',
  cars: 'Lagerbiler',
  catalogue: 'Modelkatalog og køretøjsdata',
  calculation: 'Kalkulation',
  dealers: 'Forhandlere',
  documents: 'Dokumenter',
  platform: 'API-beskrivelse',
  analytics: 'Salgstragt',
  'client-log': 'Fejlrapporter fra browseren',
  market: 'Markedet (alle biler)',
  news: 'Nyheder',
  'support-videos': 'Supportvideoer',
};

/** A route's handler module, by the path the route table names (not a literal: no bundler follows it into every context). */
const loadContract = async (route: RouteDefinition): Promise<HandlerContract> => {
  const file = pathToFileURL(`${import.meta.dirname}/${route.handler}.ts`).href;
  const module = (await import(/* @vite-ignore */ file)) as { handler?: { contract?: HandlerContract } };
  const contract = module.handler?.contract;
  if (!contract) throw new Error(`functions/${route.handler}.ts declares no contract (command() or query())`);
  return contract;
};

export const apiDocument = async (load: (route: RouteDefinition) => Promise<HandlerContract> = loadContract): Promise<OpenApiDocument> =>
  openApiDocument(await Promise.all(routes.map(async (route) => ({ route, contract: await load(route) }))), { contextNames: CONTEXT_NAMES });
