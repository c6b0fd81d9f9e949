import * as z from 'zod';
import { HttpError } from '../platform/errors.ts';
import { command } from '../platform/http/endpoint.ts';
import { messageBody } from '../platform/http/contract.ts';
import { danishBody, missing } from '../platform/http/request-schemas.ts';
import { logger } from '../platform/logger.ts';
import { ReportLimit } from './report-limit.ts';
import { scrubText, scrubUrl } from './scrub.ts';

/** The spec's log message (part 1 §7: trace, errorMessage, url), bounded so that a report cannot flood the log. */
export const clientErrorBody = danishBody(
  z
    .object({
      errorMessage: z.string({ error: missing('errorMessage') }).trim().min(1, missing('errorMessage')).max(2_000, 'errorMessage må højst være 2000 tegn.'),
      url: z.string({ error: missing('url') }).trim().min(1, missing('url')).max(2_000, 'url må højst være 2000 tegn.'),
      trace: z.string().max(16_000, 'trace må højst være 16000 tegn.').nullable().optional(),
    })
    .strict(),
);
export type ClientErrorReport = z.infer<typeof clientErrorBody>;

/** What is kept of a report: scrubbed of personal data, with who reported it by id only. */
export const keptReport = (report: ClientErrorReport, reporter: { userId?: string; dealerId?: string }) => ({
  errorMessage: scrubText(report.errorMessage),
  url: scrubUrl(report.url),
  trace: report.trace ? scrubText(report.trace) : null,
  ...(reporter.userId ? { userId: reporter.userId, dealerId: reporter.dealerId } : {}),
});

export const REPORT_RECEIVED = 'Fejlen er registreret.';
export const TOO_MANY_REPORTS = 'Der er sendt for mange fejlrapporter. Prøv igen senere.';

let limit: ReportLimit | undefined;

/**
 * POST /api/clientlog: an error the browser met (an uncaught script error, a failed page load), kept in the log that
 * operations read, where it is found by its correlation id and the reporting user. Open without a session: the login
 * page's errors count too.
 */
export const handler = command({
  summary: 'Registrerer en fejl, som browseren er stødt på (trace, errorMessage og url), uden personoplysninger.',
  responses: { 200: messageBody },
  body: clientErrorBody,
  async run({ body, session, sourceIp }) {
    const reporter = session ? `user#${session.userId}` : `address#${sourceIp}`;
    const taken = await (limit ??= new ReportLimit()).take(reporter);
    if (!taken.allowed) {
      throw new HttpError(429, TOO_MANY_REPORTS, { code: 'TooManyReports', headers: { 'retry-after': String(taken.retryAfterSeconds) } });
    }
    logger.warn('Client error', { clientError: keptReport(body, { userId: session?.userId, dealerId: session?.dealerId }) });
    return { Message: REPORT_RECEIVED };
  },
});
