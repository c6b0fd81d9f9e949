import { lazy, Suspense } from 'react';
import type { CurrentUser } from '@/lib/current-user.ts';
import type { Acceptance } from '../api/accept-terms.ts';

// Asked once per user: the question loads only for someone who has something to accept.
const TermsDialog = lazy(() => import('./terms-dialog.tsx'));

/** Which acceptance call covers what the user has not yet accepted; none when everything is accepted. */
export const acceptanceFor = (user: Pick<CurrentUser, 'TermsAndLicenseAccepted' | 'DsaRequirementAccepted'>): Acceptance | undefined => {
  const terms = user.TermsAndLicenseAccepted === false;
  const dsa = user.DsaRequirementAccepted === false;
  return terms && dsa ? 'all' : terms ? 'terms' : dsa ? 'dsa' : undefined;
};

/**
 * The terms gate (spec part 2 §4, §6): a signed-in user who has not accepted the terms and licence or the DSA
 * requirement is asked before anything else, and cannot close the question; accepting resolves once the call succeeds.
 */
export function TermsGate({ user }: { user: Pick<CurrentUser, 'TermsAndLicenseAccepted' | 'DsaRequirementAccepted'> }) {
  const needed = acceptanceFor(user);
  return needed ? (
    <Suspense fallback={null}>
      <TermsDialog needed={needed} />
    </Suspense>
  ) : null;
}
