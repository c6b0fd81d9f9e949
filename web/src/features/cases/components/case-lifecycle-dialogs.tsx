import type { CaseLifecycle } from '../hooks/use-case-lifecycle.ts';
import { CarDeliveredModal } from './car-delivered-modal.tsx';
import { DocumentSignedModal } from './document-signed-modal.tsx';

/** The lifecycle's dialogs (spec part 2 §4): marking the document signed, and the car delivered. */
export function CaseLifecycleDialogs({ lifecycle }: { lifecycle: CaseLifecycle }) {
  return (
    <>
      <DocumentSignedModal
        model={lifecycle.signing}
        title={lifecycle.signingTitle}
        busy={lifecycle.busy === 'sign'}
        onConfirm={lifecycle.submitSigned}
        onClose={lifecycle.closeSigning}
      />
      <CarDeliveredModal
        model={lifecycle.delivering}
        busy={lifecycle.busy === 'deliver'}
        onConfirm={lifecycle.submitDelivered}
        onClose={lifecycle.closeDelivering}
      />
    </>
  );
}
