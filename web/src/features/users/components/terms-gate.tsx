import { Alert, Button, Checkbox, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '@/lib/api.ts';
import type { CurrentUser } from '@/lib/current-user.ts';
import { useAccept, type Acceptance } from '../api/accept-terms.ts';
import { DSA_LABEL, TERMS_LABEL } from '../model/terms-labels.ts';

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
  const [terms, setTerms] = useState(false);
  const [dsa, setDsa] = useState(false);
  const [tried, setTried] = useState(false);
  const mutation = useAccept();
  if (!needed) return null;
  const asksTerms = needed !== 'dsa';
  const asksDsa = needed !== 'terms';
  const ready = (!asksTerms || terms) && (!asksDsa || dsa);

  return (
    <Modal opened onClose={() => {}} withCloseButton={false} closeOnEscape={false} closeOnClickOutside={false} title="Accepter vilkår" centered>
      <Stack gap="sm">
        <Text size="sm">Før du kan bruge DealerHub, skal du acceptere:</Text>
        {asksTerms && <Checkbox label={TERMS_LABEL} checked={terms} onChange={(event) => setTerms(event.currentTarget.checked)} error={tried && !terms ? 'Skal accepteres' : undefined} />}
        {asksDsa && <Checkbox label={DSA_LABEL} checked={dsa} onChange={(event) => setDsa(event.currentTarget.checked)} error={tried && !dsa ? 'Skal accepteres' : undefined} />}
        {mutation.isError && (
          <Alert color="red" role="alert">
            {mutation.error instanceof ApiError ? mutation.error.message : 'Der skete en fejl. Prøv igen.'}
          </Alert>
        )}
        <Button
          loading={mutation.isPending}
          onClick={() => {
            setTried(true);
            if (ready) mutation.mutate(needed);
          }}
        >
          Accepter
        </Button>
      </Stack>
    </Modal>
  );
}
