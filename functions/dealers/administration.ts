import { PACKAGE_ROLE_FLAGS, ROLE_FLAGS, SUBSCRIPTION_PACKAGES, type RoleFlag, type SubscriptionPackage } from '../../domain/roles.ts';
import { dealerAdministration } from '../users/readers.ts';
import { dealerById, type DealerRow } from '../platform/auth/dealer-directory.ts';
import { fold } from '../../domain/decider.ts';
import { dealerDecider, type DealerState } from '../../domain/dealers/decider.ts';
import { EventStore } from '../platform/event-store.ts';
import { dealerStreamId } from './dealer-commands.ts';
import { respond, type HttpResponse } from '../platform/http/response.ts';
import { notFound } from '../platform/errors.ts';
import type { Session } from '../platform/http/session-context.ts';
import { DealerMessages } from '../../domain/dealers/messages.ts';

/** The department, when the session may administrate it; any other is unknown to it (404). */
export const administrableDealer = async (session: Session, dealerId: string): Promise<DealerRow> => {
  const dealer = (await dealerAdministration(session))(dealerId) ? await dealerById(dealerId) : undefined;
  if (!dealer) throw notFound(DealerMessages.notFound);
  return dealer;
};

const store = new EventStore();

/**
 * The department as its administration page edits it, folded from its stream (strongly consistent: the page reads
 * what was just saved), with the stream's version, which the page's next save sends back as If-Match.
 */
export const administrableDealerState = async (
  session: Session,
  dealerId: string,
): Promise<{ dealer: Extract<DealerState, { kind: 'active' }>; version: number }> => {
  const events = (await dealerAdministration(session))(dealerId) ? await store.readStream(dealerStreamId(dealerId)) : [];
  const dealer = fold(dealerDecider, events as never);
  if (dealer.kind !== 'active') throw notFound(DealerMessages.notFound);
  return { dealer, version: events.at(-1)?.version ?? 0 };
};

/** An answer about the department with its version as the ETag. */
export const withVersion = (version: number, body: unknown): HttpResponse => respond(200, body, { headers: { etag: `"${version}"` } });

/** The spec's package ids: the packages in order, from 1. */
export const packageId = (name: SubscriptionPackage): number => SUBSCRIPTION_PACKAGES.indexOf(name) + 1;
export const packageOfId = (id: number): SubscriptionPackage | undefined => SUBSCRIPTION_PACKAGES[id - 1];
export const PACKAGE_NAMES: Record<SubscriptionPackage, string> = { start: 'Start', basis: 'Basis', pro: 'Pro' };
export const packageOptions = () => SUBSCRIPTION_PACKAGES.map((name) => ({ Id: packageId(name), Name: PACKAGE_NAMES[name] }));

export const roleOf = (flag: RoleFlag, packageFlags: readonly string[]) => ({
  Id: ROLE_FLAGS.indexOf(flag) + 1,
  Name: flag,
  IsPartOfSubscriptionPackage: packageFlags.includes(flag),
});

export const packageFlagsOf = (subscriptionPackage: string): readonly RoleFlag[] => PACKAGE_ROLE_FLAGS[subscriptionPackage as SubscriptionPackage] ?? [];
