import { randomUUID } from 'node:crypto';
import { VARIANT_REQUEST_LABELS, variantRequestDecider, variantRequestOf, variantRequestSchema } from '../../domain/catalogue/variant-request.ts';
import { variantRequestSent } from '../../domain/catalogue/vehicle-data.ts';
import type { VariantRequestData } from '../../events/vehicle-data.ts';
import { HttpError } from '../platform/errors.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody } from '../platform/http/request-schemas.ts';
import { respond } from '../platform/http/response.ts';
import { logger } from '../platform/logger.ts';
import { providerInbox } from '../platform/registries/provider-inbox.ts';
import { RegistryUnavailable } from '../platform/registries/registry-guard.ts';
import { requestVariantResponse } from './responses.ts';

/** The new-variant form's rules, the same the form checks (spec part 1 §3 "New-variant request", §5). */
const variantRequestBody = danishBody(variantRequestSchema);

const messageBody = (request: VariantRequestData, dealer: string, user: string, id: string): string =>
  [
    `${dealer} (${user}) beder om en ny variant i modelkataloget:`,
    '',
    ...Object.entries(VARIANT_REQUEST_LABELS).map(([field, label]) => `${label}: ${request[field as keyof VariantRequestData] ?? '-'}`),
    '',
    `Forespørgsel: ${id}`,
  ].join('\n');

/**
 * POST /api/CarCatalog/DealerRequestsVariant/: a dealer asks the provider to add a variant the catalogue lacks. The
 * request is kept as an event (`VariantRequested`), then handed to the provider's inbox; the answer is the spec's
 * 'Besked er sendt til {product}.'. A repeated Idempotency-Key keeps the one request but sends its e-mail again (the
 * first send may be what failed); the request's id in the message lets the provider see it is the same request.
 */
export const handler = command({
  summary: 'Beder leverandøren om en variant, der mangler i kataloget.',
  responses: { 200: requestVariantResponse },
  body: variantRequestBody,
  async run(context) {
    const { session } = context;
    const request = variantRequestOf(context.body);
    const requestId = randomUUID();
    const outcome = await context.handle(
      variantRequestDecider,
      `variant-request#${requestId}`,
      { type: 'RequestVariant', requestId, dealerId: session.dealerId, userId: session.userId, request, requestedAt: new Date().toISOString() },
      { result: ({ state }) => (state.kind === 'requested' ? state.requestId : requestId) },
    );
    const id = outcome.result;
    try {
      const delivered = await providerInbox().send({
        subject: `Ny variant: ${request.Make} ${request.Model} ${request.Variant} (${request.Year})`,
        body: messageBody(request, session.dealerName, session.name, id),
      });
      return respond(200, { Message: variantRequestSent(), RequestId: id, Delivered: delivered });
    } catch (error) {
      if (!(error instanceof RegistryUnavailable)) throw error;
      logger.warn('The provider inbox did not take a variant request', { requestId: id });
      throw new HttpError(503, 'Beskeden kunne ikke sendes. Prøv igen senere eller kontakt kundeservice for hjælp.', { code: 'RegistryUnavailable' });
    }
  },
});
