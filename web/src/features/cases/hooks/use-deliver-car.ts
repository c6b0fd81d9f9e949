import { useState } from 'react';
import { CaseMessages } from '../../../../../domain/cases/messages.ts';
import { carDelivered } from '../api/car-delivered.ts';
import { carDeliveredInit } from '../api/car-delivered-init.ts';
import { reloadCase } from '../api/get-case.ts';
import type { CarDeliveredModel } from '../api/types.ts';
import { showSuccess, useCaseCommand, type CaseCommandContext } from './case-command.ts';

/** 'Bil leveret' (spec part 2 §4): a dialog with the delivery's details; its OK sends the version it was opened at. */
export function useDeliverCar({ model, queryClient, ensureSaved, finish }: CaseCommandContext) {
  const [delivering, setDelivering] = useState<CarDeliveredModel | undefined>(undefined);
  const [dialogVersion, setDialogVersion] = useState<string | undefined>(undefined);

  const deliver = useCaseCommand(model.Id, 'deliver', async () => {
    const saved = await ensureSaved();
    if (!saved) return;
    if (saved.version !== model.ETag) await reloadCase(queryClient, saved.id, saved.version);
    const init = await carDeliveredInit(saved.id);
    setDialogVersion(saved.version);
    setDelivering(init);
  });

  const submitDelivered = useCaseCommand(model.Id, 'deliver', async (delivered: CarDeliveredModel) => {
    if (!model.Id) return;
    const reply = await carDelivered(delivered, dialogVersion);
    setDelivering(undefined);
    showSuccess(CaseMessages.delivered);
    await finish(model.Id, reply.version);
  });

  return {
    deliver: () => deliver(),
    /** The car-delivered modal's model while it is open, and what it does. */
    delivering,
    submitDelivered: (delivered: CarDeliveredModel) => void submitDelivered(delivered),
    closeDelivering: () => setDelivering(undefined),
  };
}
