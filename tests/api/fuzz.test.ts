import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDefinition } from '../../functions/routes.ts';
import { schemaWithin } from '../../functions/platform/http/request-schemas.ts';
import { baseUrl } from '../support/api-client.ts';
import { projectionsCaughtUp, RUN } from './case-support.ts';
import { createFixtures, DEALER_IDS, idsFor } from '../fuzz/fixtures.ts';
import { SECOND_CONGLOMERATE } from '../../local/second-conglomerate.ts';
import { framingRequests, generateRequests, type RequestSchemas } from '../fuzz/requests.ts';
import { describe as describeOutcome, report, run, Session, summarise } from '../fuzz/runner.ts';

/**
 * Fuzzing over the route table: requests generated from each route's own request schemas (and wrong framing:
 * bodies, content types, cookies), sent to the running API. No answer may be a 5xx, and every refusal says what was
 * wrong. A sample runs with the suite; `npm run fuzz` sends ten thousand or more (FUZZ_REQUESTS, FUZZ_SEED).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 10_042);
const COUNT = Number(process.env.FUZZ_REQUESTS ?? 400);

const schemas = new Map<RouteDefinition, RequestSchemas | undefined>();

beforeAll(async () => {
  await projectionsCaughtUp();
  for (const route of routes) {
    const file = pathToFileURL(path.join(import.meta.dirname, '../../functions', `${route.handler}.ts`)).href;
    const module = (await import(/* @vite-ignore */ file)) as { handler?: { requestSchemas?: RequestSchemas } };
    schemas.set(route, module.handler?.requestSchemas);
  }
});

/**
 * The fuzz acts as its own salesman of the tests' second dealer group: what it creates and changes stays out of the
 * demo departments whose customers, cars and cases the other suites count, and its account (which it may rename) is
 * nobody else's.
 */
const FUZZ_USER = SECOND_CONGLOMERATE.users.find((user) => user.Username.startsWith('fuzz@'))!.Username;

describe('fuzzing every route from its own request schemas', () => {
  // Every session is signed in before any request is sent: a request may rename the fuzz's own account or end its
  // session, which then holds only for the test that sent it.
  const startedSessions = () => {
    const base = baseUrl();
    return { main: new Session(base, FUZZ_USER), spare: new Session(base, FUZZ_USER), anonymous: new Session(base) };
  };
  let framingSessions: ReturnType<typeof startedSessions>;
  let generatedSessions: ReturnType<typeof startedSessions>;
  beforeAll(async () => {
    framingSessions = startedSessions();
    generatedSessions = startedSessions();
    await Promise.all([...Object.values(framingSessions), ...Object.values(generatedSessions)].map((session) => session.start()));
  });

  it('every route of the table carries its request schemas on its handler', () => {
    const without = routes.filter((route) => !schemas.get(route)).map((route) => `${route.method} ${route.path}`);
    expect(without).toEqual([]);
  });

  it('every route survives undecodable cookies, a null body and JSON declared as Application/JSON', async () => {
    const sessions = framingSessions;
    const outcomes = await run(framingRequests(routes), sessions);
    expect(outcomes.filter((outcome) => outcome.problem).map(describeOutcome)).toEqual([]);
    // A media type's name is case-insensitive: JSON declared in capitals is still JSON.
    const refusedAsNotJson = outcomes.filter((outcome) => outcome.request.contentType === 'Application/JSON' && outcome.status === 415);
    expect(refusedAsNotJson.map(describeOutcome)).toEqual([]);
  });

  it(
    `${COUNT} generated requests (seed ${SEED}): no answer is a 5xx, and every refusal says what was wrong`,
    async () => {
      const started = Date.now();
      const sessions = generatedSessions;
      const fixtures = await createFixtures(sessions.main, `FUZZ${RUN}`);
      const requests = generateRequests({
        seed: SEED,
        count: COUNT,
        routes,
        schemasOf: (route) => {
          const own = schemas.get(route);
          return { body: own?.body ? schemaWithin(own.body) : undefined, query: own?.query };
        },
        idsFor: idsFor(fixtures),
        dealerIds: DEALER_IDS,
      });
      const summary = summarise(await run(requests, sessions));
      console.log(report(summary, SEED, (Date.now() - started) / 1000));

      // Every route was tried, each with plausible and broken requests.
      expect(Object.keys(summary.perRoute)).toHaveLength(routes.length);
      expect(summary.perKind.valid).toBeGreaterThan(0);
      expect(summary.problems.map(describeOutcome)).toEqual([]);
    },
    Math.max(120_000, COUNT * 150),
  );
});
