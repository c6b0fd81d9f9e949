import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { apiDocument } from '../../functions/api-document.ts';
import type { OpenApiDocument } from '../../functions/platform/http/openapi.ts';
import { normalisePath } from '../../functions/routes.ts';

/**
 * Every answer the API suites receive is checked against the API's published description (`GET /api/openapi.json`,
 * built from the same route table and contracts): a success must be a status the route declares, with its declared
 * media type and a body its schema accepts; a refusal must have the one error shape. So an answer that drifts from
 * its contract fails the test that received it.
 */
interface Answer {
  method: string;
  /** The request's path, with or without its query. */
  path: string;
  status: number;
  contentType: string;
  /** The parsed JSON body, when the answer is JSON. */
  json?: unknown;
}

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

interface Contract {
  operations: Map<string, Operation>;
  validate: (schema: unknown) => ValidateFunction;
}

let contract: Promise<Contract> | undefined;

const load = async (): Promise<Contract> => {
  const document: OpenApiDocument = await apiDocument();
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema({ $id: 'dealerhub-openapi', components: document.components }, 'dealerhub-openapi');
  const compiled = new Map<unknown, ValidateFunction>();
  const validate = (schema: unknown): ValidateFunction => {
    let validator = compiled.get(schema);
    if (!validator) {
      // References point into the document's components.
      const text = JSON.stringify(schema).replace(/"#\/components\//g, '"dealerhub-openapi#/components/');
      validator = ajv.compile(JSON.parse(text) as object);
      compiled.set(schema, validator);
    }
    return validator;
  };
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) operations.set(`${method.toUpperCase()} ${normalisePath(path)}`, operation as Operation);
  }
  return { operations, validate };
};

/** What is wrong with this answer by the API's contract, or undefined when it keeps it (or names no route of the table). */
export const contractViolation = async (answer: Answer): Promise<string | undefined> => {
  // `/api/` is matched case-sensitively, as CloudFront's path pattern is: `/API/...` is the SPA's, not the API's.
  if (!answer.path.startsWith('/api/')) return undefined;
  const { operations, validate } = await (contract ??= load());
  const path = normalisePath(answer.path.split('?')[0]!);
  const operation = operations.get(`${answer.method.toUpperCase()} ${path}`);
  if (!operation) return undefined;
  const where = `${answer.method.toUpperCase()} ${path} answered ${answer.status}`;
  const declared =
    operation.responses[String(answer.status)] ?? (answer.status >= 400 ? operation.responses[`${String(answer.status)[0]}XX`] : undefined);
  if (!declared) return `${where}, a status its contract does not declare`;
  const mediaType = answer.contentType.split(';')[0]!.trim().toLowerCase();
  const content = declared.content ?? {};
  if (!(mediaType in content)) return `${where} with ${mediaType || 'no content type'}, its contract declares ${Object.keys(content).join(', ') || 'no body'}`;
  const schema = content[mediaType]?.schema;
  if (answer.json === undefined || schema === undefined || !mediaType.includes('json')) return undefined;
  const validator = validate(schema);
  if (validator(answer.json)) return undefined;
  const errors = (validator.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
  return `${where} with a body outside its contract: ${errors.join('; ')}`;
};
