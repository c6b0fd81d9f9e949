import { Button, Card, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { blankPerson, PERSON_FIELDS, type CustomerDraft, type PersonGroup } from '../model/customer-draft.ts';
import { CustomerFields } from './customer-fields.tsx';

const PERSON_TITLES: Record<PersonGroup, string> = { DecisionMaker: 'Beslutningstager', BusinessUser1: 'Bruger 1', BusinessUser2: 'Bruger 2' };
const PEOPLE = ['DecisionMaker', 'BusinessUser1', 'BusinessUser2'] as const;

/** Private or business: chosen only while the customer is new (spec part 1 §4). */
export function CustomerKindControl({ isBusiness, onChange }: { isBusiness: boolean; onChange: (isBusiness: boolean) => void }) {
  return (
    <SegmentedControl
      aria-label="Kundetype"
      value={isBusiness ? 'business' : 'private'}
      onChange={(value) => onChange(value === 'business')}
      data={[
        { value: 'private', label: 'Privat' },
        { value: 'business', label: 'Erhverv' },
      ]}
    />
  );
}

export interface BusinessPeopleProps {
  draft: CustomerDraft;
  errors: Record<string, string>;
  shows: (path: string) => boolean;
  readOnly: boolean;
  onField: (group: PersonGroup, name: string, value: string) => void;
  onBlur: (path: string) => void;
  onZipCode: (group: PersonGroup) => (zipCode: string) => void;
  onAddUser2: () => void;
  /** Asks first (spec part 2 §4 'Fjern bruger 2'), then removes. */
  onRemoveUser2: () => void;
  /** Each person in a card of its own (the customer page) rather than one under the other (the case's tab). */
  framed?: boolean;
}

/**
 * A business customer's people, the same on the case's customer tab and the customer page: the decision maker, user 1
 * and, once added, user 2, each with the fields of spec part 1 §3 "Customer (shared)".
 */
export function BusinessPeople({ draft, errors, shows, readOnly, onField, onBlur, onZipCode, onAddUser2, onRemoveUser2, framed = false }: BusinessPeopleProps) {
  const frame = (group: PersonGroup, content: ReactNode) =>
    framed ? (
      <Card withBorder key={group} data-testid={`customer-${group}`}>
        <Stack gap="xs">{content}</Stack>
      </Card>
    ) : (
      <Stack key={group} gap="xs" data-testid={`customer-${group}`}>
        {content}
      </Stack>
    );
  return PEOPLE.map((group) =>
    group === 'BusinessUser2' && !draft.BusinessUser2
      ? !readOnly && (
          <Group key={group}>
            <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={onAddUser2}>
              Tilføj bruger 2
            </Button>
          </Group>
        )
      : frame(
          group,
          <>
            <Group justify="space-between">
              <Title order={3} size="h5">
                {PERSON_TITLES[group]}
              </Title>
              {group === 'BusinessUser2' && !readOnly && (
                <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={onRemoveUser2}>
                  Fjern bruger 2
                </Button>
              )}
            </Group>
            <CustomerFields
              prefix={`${group}.`}
              specs={PERSON_FIELDS[group]}
              values={draft[group] ?? blankPerson(group)}
              errors={errors}
              shows={shows}
              readOnly={readOnly}
              onChange={(name, value) => onField(group, name, value)}
              onBlur={onBlur}
              onZipCode={onZipCode(group)}
            />
          </>,
        ),
  );
}
