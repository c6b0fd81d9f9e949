import { SIMPLE_ROLES, type SubscriptionPackage } from '../../../../domain/roles.ts';
import type { CurrentUser } from '@/lib/current-user.ts';

/** The user's role as staff read it: the simple role, or 'Administrator' for an administrator without one. */
export const roleLabel = (user: Pick<CurrentUser, 'SimpleRole' | 'IsAdmin'>): string => {
  if (user.SimpleRole) return SIMPLE_ROLES[user.SimpleRole];
  return user.IsAdmin ? 'Administrator' : '';
};

const PACKAGE_LABELS: Record<SubscriptionPackage, string> = { start: 'Start', basis: 'Basis', pro: 'Pro' };

export const subscriptionPackageLabel = (name: string): string => PACKAGE_LABELS[name as SubscriptionPackage] ?? name;
