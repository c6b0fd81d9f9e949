import type { CurrentUser } from '@/lib/current-user.ts';

/**
 * The analytics configuration (spec part 1 §7: user and dealer identity to an analytics service): ids only, never a
 * name, username, e-mail or anything else personal. Events go onto the page's data layer, where an analytics service's
 * tag, when one is configured for the deployment, reads them; without one they stay in the page.
 */
export interface AnalyticsIdentity {
  userId: string;
  dealerId: string;
  conglomerateId: string;
  subscriptionPackage: string;
}

export interface AnalyticsEvent {
  event: string;
  [field: string]: string | number | boolean | null;
}

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

/** The identity analytics is told: the user and dealer by id, and the package (what the user can see). */
export const analyticsIdentity = (user: Pick<CurrentUser, 'UserId' | 'DealerId' | 'ConglomerateId' | 'SubscriptionPackageName'>): AnalyticsIdentity => ({
  userId: user.UserId,
  dealerId: user.DealerId,
  conglomerateId: user.ConglomerateId,
  subscriptionPackage: user.SubscriptionPackageName,
});

const push = (entry: AnalyticsEvent): void => {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
};

let identified: string | undefined;

/** Tells analytics who is using the app, once per user and dealer (acting as another user is a new identity). */
export const identifyForAnalytics = (user: Parameters<typeof analyticsIdentity>[0]): void => {
  const identity = analyticsIdentity(user);
  const key = `${identity.userId}@${identity.dealerId}`;
  if (identified === key) return;
  identified = key;
  push({ event: 'dealerhub.identify', ...identity });
};

/** A product event (a failed load, for one): its name and ids or figures only. */
export const trackEvent = (event: string, fields: Record<string, string | number | boolean | null> = {}): void => push({ ...fields, event: `dealerhub.${event}` });
