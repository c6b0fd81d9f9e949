import { Alert, Button, Checkbox, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '@/lib/api.ts';
import { useAccept, type Acceptance } from '../api/accept-terms.ts';
import { DSA_LABEL, TERMS_LABEL } from '../model/terms-labels.ts';

/** The question of the terms gate: what is not yet accepted, to be ticked and accepted; it cannot be closed. */
export default function TermsDialog({ needed }: { needed: Acceptance }) {
  const [terms, setTerms] = useState(false);
  const [dsa, setDsa] = useState(false);
  const [tried, setTried] = useState(false);
  const mutation = useAccept();
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
