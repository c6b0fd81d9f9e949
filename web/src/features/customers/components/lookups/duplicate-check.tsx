import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { findDuplicate, type DuplicateCustomer } from '../../api/duplicates.ts';

/** What staff read when a new customer duplicates an existing one of the department. */
export const DUPLICATE_PROMPT = {
  title: 'Kunden findes allerede',
  text: 'Der findes allerede en kunde med samme CPR-nr., telefonnummer eller e-mail. Vil du åbne den eksisterende kunde i stedet for at oprette en ny?',
  open: 'Åbn eksisterende kunde',
  save: 'Opret ny kunde alligevel',
  cancel: 'Annuller',
  /** Which customer it is, where the server names it. */
  existing: (name: string) => `Eksisterende kunde: ${name}`,
} as const;

export type DuplicateDecision = { choice: 'save' } | { choice: 'open'; id: string } | { choice: 'cancel' };

/** Asks what to do about the duplicate: open the existing customer, save the new one anyway, or go back to the form. */
const askAboutDuplicate = ({ id, name }: DuplicateCustomer): Promise<DuplicateDecision> =>
  new Promise((resolve) => {
    let decided = false;
    const decide = (decision: DuplicateDecision): void => {
      if (decided) return;
      decided = true;
      resolve(decision);
      modals.close(modalId);
    };
    const modalId: string = modals.open({
      title: DUPLICATE_PROMPT.title,
      // Wide enough for the three choices side by side.
      size: 'lg',
      // Closed by its ×, Escape or a click outside: back to the form, nothing saved.
      onClose: () => decide({ choice: 'cancel' }),
      children: (
        <Stack gap="md">
          <Text size="sm">{DUPLICATE_PROMPT.text}</Text>
          {name && (
            <Text size="sm" fw={600}>
              {DUPLICATE_PROMPT.existing(name)}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => decide({ choice: 'cancel' })}>
              {DUPLICATE_PROMPT.cancel}
            </Button>
            <Button variant="light" onClick={() => decide({ choice: 'save' })}>
              {DUPLICATE_PROMPT.save}
            </Button>
            <Button onClick={() => decide({ choice: 'open', id })}>{DUPLICATE_PROMPT.open}</Button>
          </Group>
        </Stack>
      ),
    });
  });

/**
 * The duplicate check before a new customer is saved (spec part 1 §1, §7 "Duplicates"): the server compares the new
 * customer with the department's customers; a duplicate asks the user, who may open the existing customer instead.
 * A check that fails lets the save go on: the check helps, and must not keep a salesperson from saving a customer.
 */
export const checkDuplicate = async (customer: Record<string, unknown> & { IsBusiness: boolean }): Promise<DuplicateDecision> => {
  let existing: DuplicateCustomer | null;
  try {
    existing = await findDuplicate(customer);
  } catch {
    return { choice: 'save' };
  }
  return existing === null ? { choice: 'save' } : askAboutDuplicate(existing);
};
