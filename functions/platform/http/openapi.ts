import * as z from 'zod';
import { contextOf, mayWrite, normalisePath, type RouteDefinition } from '../../routes.ts';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../auth/cookies.ts';
import { errorBody, isBinary, type HandlerContract, type ResponseContract } from './contract.ts';
import { schemaWithin } from './request-schemas.ts';

/**
 * The API's OpenAPI 3.1 description, built from the route table and each handler's contract (its summary, request
 * schemas and answers): paths, methods, query parameters, request bodies, each success answer with its schema, one
 * error shape, and the security scheme (the session cookie, and the anti-forgery header every write echoes).
 */
export interface DocumentedRoute {
  route: RouteDefinition;
  contract: HandlerContract;
}

export interface DocumentOptions {
  /** Each context's name as integrators read it (the operations' tags), in Danish. */
  contextNames: Readonly<Record<string, string>>;
}

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
}

export const OPENAPI_PATH = '/api/openapi.json';

const ERROR_REF = { $ref: '#/components/schemas/Error' };

const DESCRIPTION = [
  'DealerHubs API, som SPA’en selv bruger. Alle svar er JSON, undtagen dokumenter (PDF) og eksport (Excel).',
  '',
  `**Login:** \`POST /api/account/login\` sætter sessionscookien (\`__Host-${SESSION_COOKIE}\`; \`${SESSION_COOKIE}\` på localhost) og cookien \`__Host-${XSRF_COOKIE}\` (\`${XSRF_COOKIE}\` på localhost).`,
  `Hent først \`GET /api/account/isloggedin\`, som sætter anti-forgery-cookien til selve login'et.`,
  '',
  `**Skrivninger:** enhver forespørgsel, der ændrer data (POST, PUT, DELETE, og en udskrift med \`RenderPdf=true\`), skal sende værdien af anti-forgery-cookien i headeren \`${XSRF_HEADER}\`; ellers afvises den med 403.`,
  'En kommando kan sende `Idempotency-Key` (gentages sikkert) og `If-Match` med den version, en tidligere `ETag` gav (409, hvis sagen er ændret imens).',
  '',
  '**Fejl:** alle afvisninger har formen `Error`: en dansk `Message`, evt. `Field` (feltet) og `Code` (at forgrene på).',
  'Id’er er cifre skrevet som tekst. Parameternavne i forespørgsler matches uanset store og små bogstaver.',
].join('\n');

/** A zod schema as JSON Schema 2020-12 for this document: what a client sends (`input`) or receives (`output`). */
const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output', hoisted: Record<string, JsonSchema>, prefix: string): JsonSchema => {
  const converted = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  const { $schema: _dialect, $defs, ...rest } = converted;
  if (!$defs) return rest;
  // Definitions a schema refers to (a recursive one) move to the components, under a name of this operation's.
  const rename = (text: string) => text.replace(/"#\/\$defs\/([^"]+)"/g, (_match, name: string) => JSON.stringify(`#/components/schemas/${prefix}.${name}`));
  for (const [name, definition] of Object.entries($defs as Record<string, JsonSchema>)) {
    hoisted[`${prefix}.${name}`] = JSON.parse(rename(JSON.stringify(definition))) as JsonSchema;
  }
  return JSON.parse(rename(JSON.stringify(rest))) as JsonSchema;
};

type Def = { type: string; in?: z.ZodType; out?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object a query schema reads, seen through `querySchema`'s renaming of keys (a preprocess). */
const queryShape = (schema: z.ZodType): Record<string, z.ZodType> | undefined => {
  let current = schema;
  for (let depth = 0; depth < 4; depth += 1) {
    const def = defOf(current);
    if (def.type === 'object') return def.shape;
    if (def.type === 'pipe' && def.in && def.out) current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else return undefined;
  }
  return undefined;
};

/** The query's parameters; one the route's path names (`{carId}`) is a path parameter there. */
const queryParameters = (schema: z.ZodType | undefined, hoisted: Record<string, JsonSchema>, prefix: string, path: string): unknown[] => {
  if (!schema) return [];
  const shape = queryShape(schema);
  if (!shape) return [];
  return Object.entries(shape).map(([name, field]) => ({
    name,
    in: path.includes(`{${name}}`) ? 'path' : 'query',
    required: path.includes(`{${name}}`) || !field.safeParse(undefined).success,
    schema: jsonSchemaOf(field, 'input', hoisted, `${prefix}.${name}`),
  }));
};

const responseObject = (answer: ResponseContract, hoisted: Record<string, JsonSchema>, prefix: string) => {
  if (isBinary(answer)) return { description: answer.description, content: { [answer.mediaType]: { schema: { type: 'string', contentMediaType: answer.mediaType } } } };
  const schema = jsonSchemaOf(answer, 'output', hoisted, prefix);
  return { description: typeof schema.description === 'string' ? schema.description : 'Svaret.', content: { 'application/json': { schema } } };
};

/** Who may call: a signed-in session (a public route: anyone), and the anti-forgery header on every write. */
const securityOf = (route: RouteDefinition): unknown[] => {
  const writes = route.method !== 'GET' || mayWrite(route);
  if (route.public) return writes ? [{ antiForgery: [] }] : [{}];
  if (!writes) return [{ session: [] }];
  // A print writes only with RenderPdf=true; a preview is a read.
  if (typeof route.writes === 'object') return [{ session: [] }, { session: [], antiForgery: [] }];
  return [{ session: [], antiForgery: [] }];
};

const policyText = (route: RouteDefinition): string => {
  const parts = [route.public ? 'Kræver ikke login.' : `Kræver login og en rolle, der må \`${route.action}\`.`];
  if (route.requires.length > 0) parts.push(`Afdelingen skal have funktionerne ${route.requires.map((flag) => `\`${flag}\``).join(', ')}.`);
  if (typeof route.writes === 'object') parts.push(`Ændrer kun data med \`${route.writes.whenQuery}=true\`; ellers en forhåndsvisning.`);
  else if (route.writes) parts.push('Ændrer data: afvises for en afdeling med kun læseadgang.');
  return parts.join(' ');
};

const operationId = (route: RouteDefinition, shared: boolean): string => {
  const name = route.handler.replace(/[^a-zA-Z0-9]+(.)/g, (_match, next: string) => next.toUpperCase());
  return shared ? `${name}${route.method[0]}${route.method.slice(1).toLowerCase()}` : name;
};

export const openApiDocument = (documented: readonly DocumentedRoute[], options: DocumentOptions): OpenApiDocument => {
  const hoisted: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  // One path object per path as the table writes it, whatever casing another route used for it.
  const pathKeys = new Map<string, string>();
  const handlerUses = new Map<string, number>();
  for (const { route } of documented) handlerUses.set(route.handler, (handlerUses.get(route.handler) ?? 0) + 1);
  const tags = new Set<string>();

  for (const { route, contract } of documented) {
    const normalised = normalisePath(route.path);
    const pathKey = pathKeys.get(normalised) ?? route.path;
    pathKeys.set(normalised, pathKey);
    const id = operationId(route, (handlerUses.get(route.handler) ?? 0) > 1);
    const tag = options.contextNames[contextOf(route)] ?? contextOf(route);
    tags.add(tag);
    const body = contract.body ? schemaWithin(contract.body) : undefined;
    const responses: Record<string, unknown> = {};
    for (const [status, answer] of Object.entries(contract.responses) as [string, ResponseContract | undefined][]) {
      if (answer) responses[status] = responseObject(answer, hoisted, `${id}.${status}`);
    }
    responses['4XX'] = { description: 'Afvist: forkert forespørgsel, ikke logget ind, ingen adgang, findes ikke eller ændret imens.', content: { 'application/json': { schema: ERROR_REF } } };
    responses['5XX'] = { description: 'Fejl, eller en ekstern tjeneste svarer ikke lige nu.', content: { 'application/json': { schema: ERROR_REF } } };
    paths[pathKey] = {
      ...paths[pathKey],
      [route.method.toLowerCase()]: {
        operationId: id,
        summary: contract.summary,
        description: policyText(route),
        tags: [tag],
        parameters: queryParameters(contract.query, hoisted, id, route.path),
        ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(body, 'input', hoisted, `${id}.body`) } } } } : {}),
        responses,
        security: securityOf(route),
        'x-dealerhub-action': route.action,
        'x-dealerhub-requires': route.requires,
      },
    };
  }

  const { $schema: _dialect, ...error } = z.toJSONSchema(errorBody, { target: 'draft-2020-12', io: 'output' }) as JsonSchema;
  return {
    openapi: '3.1.0',
    info: { title: 'DealerHub API', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: '/', description: 'Samme oprindelse som DealerHub selv' }],
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: error, ...hoisted },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: `__Host-${SESSION_COOKIE}`,
          description: `Sessionen, som login sætter (HttpOnly; \`${SESSION_COOKIE}\` på localhost).`,
        },
        antiForgery: {
          type: 'apiKey',
          in: 'header',
          name: XSRF_HEADER,
          description: `Værdien af cookien \`__Host-${XSRF_COOKIE}\` (\`${XSRF_COOKIE}\` på localhost), sendt med på hver forespørgsel, der ændrer data.`,
        },
      },
    },
  };
};
