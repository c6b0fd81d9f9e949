import { Alert, Badge, Button, Card, Checkbox, Group, Loader, Modal, NumberInput, Stack, Switch, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { EquipmentFigure } from '../../../../../domain/calculation/case-calculation.ts';
import { dealerEquipmentSchema, EQUIPMENT_MAX, EquipmentMessages, togglePriceEnteredWithVat } from '../../../../../domain/calculation/extra-equipment.ts';
import { CalculationMessages } from '../../../../../domain/calculation/sale-calculation.ts';
import { formatKr } from '../../../../../domain/format.ts';
import type { CalculationEquipment } from '../../../../../events/cases.ts';
import { ApiError } from '@/lib/api.ts';
import { currentUserQuery, mayDo } from '@/lib/current-user.ts';
import { deleteDealerEquipment } from '../api/delete-dealer-equipment.ts';
import { saveDealerEquipment } from '../api/save-dealer-equipment.ts';
import { vehicleEquipmentQuery, type EquipmentChoice } from '../api/vehicle-equipment.ts';

/**
 * The case's extra equipment (spec part 2 §2 "Extra equipment", §3, §4, §5): the chosen list split into factory
 * equipment (Anmeldt) and the dealer's own (Eget oprettet); the add modal that lists both, filtered by category, where
 * a click toggles a line; creating and editing the dealer's own equipment (kept per dealer) and editing a factory
 * equipment's price on this case.
 */
/** An amount is read as one: never broken between the number and 'kr.'. */
const AMOUNT = { whiteSpace: 'nowrap' } as const;

export const EquipmentTexts = {
  heading: 'Ekstraudstyr',
  factory: 'Anmeldt',
  dealer: 'Eget oprettet',
  add: 'Tilføj ekstraudstyr',
  create: 'Opret ekstraudstyr',
  editDealer: 'Ret eget ekstraudstyr',
  editFactory: 'Ret fabriksmonteret ekstraudstyr',
  none: 'Intet ekstraudstyr valgt.',
  remove: 'Fjern',
} as const;

/** What the add dialog says when it has nothing to list: what to do instead of an empty table. */
export const EquipmentHints = {
  noCategory: "Sæt flueben ved 'Anmeldt' eller 'Eget oprettet' for at se ekstraudstyr, du kan vælge.",
  noneToChoose:
    "Der er intet ekstraudstyr at vælge. Anmeldt ekstraudstyr kommer fra modelkataloget, når bilen er valgt derfra; afdelingens eget ekstraudstyr oprettes med 'Opret ekstraudstyr' under Ekstraudstyr.",
} as const;

const toChosen = (choice: EquipmentChoice): CalculationEquipment => ({
  UniqueId: choice.UniqueId,
  Category: choice.Category,
  Description: choice.Description,
  ReferenceNumber: choice.ReferenceNumber ?? null,
  Comment: choice.Comment ?? null,
  CostWithoutVat: choice.CostWithoutVat,
  ProfitWithoutVat: choice.ProfitWithoutVat,
  PriceEnteredWithVatAndProfit: Boolean(choice.PriceEnteredWithVatAndProfit),
});

export interface ExtraEquipmentProps {
  chosen: readonly CalculationEquipment[];
  figures: readonly EquipmentFigure[];
  dbiId: string | null;
  readOnly: boolean;
  onChange: (next: CalculationEquipment[]) => void;
}

export function ExtraEquipment({ chosen, figures, dbiId, readOnly, onChange }: ExtraEquipmentProps) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<{ item: CalculationEquipment | null; category: 0 | 1 } | null>(null);
  // The dealer's own equipment list is the department's data, kept by those who run the dealership (the role matrix);
  // the others choose from it. The signed-in user is always known to the app, so this reads it without asking.
  const { data: me } = useQuery({ ...currentUserQuery, enabled: false });
  const mayKeepDealerList = me !== undefined && mayDo(me, 'administrateDealerData');
  const figureOf = (id: string) => figures.find((each) => each.UniqueId === id);
  const remove = (id: string) => {
    onChange(chosen.filter((each) => each.UniqueId !== id));
    notifications.show({ message: 'Ekstraudstyr er blevet fjernet' });
  };
  const list = (category: 0 | 1) => {
    const items = chosen.filter((each) => each.Category === category);
    return (
      <Stack gap={4}>
        <Group gap="xs">
          <Badge variant="light" color={category === 1 ? 'blue' : 'grape'}>
            {category === 1 ? EquipmentTexts.factory : EquipmentTexts.dealer}
          </Badge>
        </Group>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {EquipmentTexts.none}
          </Text>
        ) : (
          <Table aria-label={category === 1 ? EquipmentTexts.factory : EquipmentTexts.dealer}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Beskrivelse</Table.Th>
                <Table.Th ta="right">Kostpris u/moms</Table.Th>
                <Table.Th ta="right">Avance u/moms</Table.Th>
                {category === 1 && <Table.Th ta="right">Reg.afgift</Table.Th>}
                <Table.Th ta="right">Pris inkl. moms</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => {
                const figure = figureOf(item.UniqueId);
                return (
                  <Table.Tr key={item.UniqueId}>
                    <Table.Td>{item.Description}</Table.Td>
                    <Table.Td ta="right" style={AMOUNT}>{formatKr(item.CostWithoutVat)}</Table.Td>
                    <Table.Td ta="right" style={AMOUNT}>{formatKr(figure?.ProfitWithoutVat ?? item.ProfitWithoutVat)}</Table.Td>
                    {category === 1 && <Table.Td ta="right" style={AMOUNT}>{figure ? formatKr(figure.RegistrationFee) : ''}</Table.Td>}
                    <Table.Td ta="right" style={AMOUNT}>{figure ? formatKr(figure.TotalPrice) : ''}</Table.Td>
                    <Table.Td>
                      {!readOnly && (
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          {(category === 1 || mayKeepDealerList) && (
                            <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ item, category })} aria-label={`Ret ${item.Description}`}>
                              Ret
                            </Button>
                          )}
                          <Button size="compact-xs" variant="subtle" color="red" onClick={() => remove(item.UniqueId)} aria-label={`${EquipmentTexts.remove} ${item.Description}`}>
                            {EquipmentTexts.remove}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    );
  };

  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">{EquipmentTexts.heading}</Title>
        {!readOnly && (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setAdding(true)}>
              {EquipmentTexts.add}
            </Button>
            {mayKeepDealerList && (
              <Button size="xs" variant="default" onClick={() => setEditing({ item: null, category: 0 })}>
                {EquipmentTexts.create}
              </Button>
            )}
          </Group>
        )}
      </Group>
      <Stack gap="md">
        {list(1)}
        {list(0)}
      </Stack>
      {adding && <AddEquipmentModal dbiId={dbiId} chosen={chosen} onClose={() => setAdding(false)} onChange={onChange} />}
      {editing && (
        <EditEquipmentModal
          item={editing.item}
          category={editing.category}
          onClose={() => setEditing(null)}
          onSaved={(saved, previousId) => {
            const others = chosen.filter((each) => each.UniqueId !== previousId && each.UniqueId !== saved.UniqueId);
            onChange([...others, saved]);
            setEditing(null);
          }}
          onDeleted={(id) => {
            onChange(chosen.filter((each) => each.UniqueId !== id));
            setEditing(null);
          }}
        />
      )}
    </Card>
  );
}

/** The add modal: both categories, filtered; a click on a line toggles it on the case. */
function AddEquipmentModal({ dbiId, chosen, onClose, onChange }: { dbiId: string | null; chosen: readonly CalculationEquipment[]; onClose: () => void; onChange: (next: CalculationEquipment[]) => void }) {
  const [show, setShow] = useState({ dealer: true, factory: dbiId !== null });
  const anyCategory = show.dealer || show.factory;
  const choices = useQuery(vehicleEquipmentQuery(dbiId, show, anyCategory));
  const [selection, setSelection] = useState<CalculationEquipment[]>([...chosen]);
  const [refused, setRefused] = useState<string | null>(null);
  const isChosen = (id: string) => selection.some((each) => each.UniqueId === id);
  const toggle = (choice: EquipmentChoice) => {
    if (isChosen(choice.UniqueId)) return setSelection(selection.filter((each) => each.UniqueId !== choice.UniqueId));
    // Equipment with a negative cost cannot be added (spec part 2 §4, §5).
    if (choice.CostWithoutVat < 0) return setRefused(EquipmentMessages.negativeCost);
    setSelection([...selection, toChosen(choice)]);
  };
  return (
    <Modal opened onClose={onClose} title={EquipmentTexts.add} size="lg">
      <Stack gap="sm">
        <Group gap="md">
          <Checkbox label={EquipmentTexts.dealer} checked={show.dealer} onChange={(event) => setShow({ ...show, dealer: event.currentTarget.checked })} />
          <Checkbox label={EquipmentTexts.factory} checked={show.factory} disabled={dbiId === null} onChange={(event) => setShow({ ...show, factory: event.currentTarget.checked })} />
        </Group>
        {refused && (
          <Alert color="red" title={EquipmentMessages.title} withCloseButton onClose={() => setRefused(null)}>
            {refused}
          </Alert>
        )}
        {!anyCategory ? (
          <Text size="sm">{EquipmentHints.noCategory}</Text>
        ) : choices.isPending ? (
          <Loader size="sm" />
        ) : choices.isError ? (
          <Alert color="red">{choices.error.message}</Alert>
        ) : choices.data.List.length === 0 ? (
          <Text size="sm">{EquipmentHints.noneToChoose}</Text>
        ) : (
          <Table highlightOnHover aria-label="Ekstraudstyr at vælge">
            <Table.Tbody>
              {choices.data.List.map((choice) => (
                <Table.Tr
                  key={choice.UniqueId}
                  onClick={() => toggle(choice)}
                  style={{ cursor: 'pointer' }}
                  bg={isChosen(choice.UniqueId) ? 'var(--mantine-color-blue-light)' : undefined}
                  aria-selected={isChosen(choice.UniqueId)}
                >
                  <Table.Td>{choice.Description}</Table.Td>
                  <Table.Td>{choice.Category === 1 ? EquipmentTexts.factory : EquipmentTexts.dealer}</Table.Td>
                  <Table.Td ta="right" style={AMOUNT}>{formatKr(choice.TotalPrice)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annuller
          </Button>
          <Button
            onClick={() => {
              const before = chosen.map((each) => each.UniqueId).join();
              onChange(selection);
              // The figures and the fee follow the equipment: the tab says it changed.
              if (selection.map((each) => each.UniqueId).join() !== before) notifications.show({ message: CalculationMessages.updated });
              onClose();
            }}
          >
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface EquipmentForm {
  Description: string;
  ReferenceNumber: string;
  Comment: string;
  CostWithoutVat: number | string;
  ProfitWithoutVat: number | string;
  PriceEnteredWithVatAndProfit: boolean;
}

const amountOf = (value: number | string): number | null => (typeof value === 'number' ? value : value.trim() === '' ? null : Number.NaN);

/**
 * Create or edit one equipment. The dealer's own is saved to the dealer's list (so the next case finds it) and put on
 * the case; a factory equipment's price is changed on this case only. The create modal closes only by its buttons.
 */
function EditEquipmentModal({
  item,
  category,
  onClose,
  onSaved,
  onDeleted,
}: {
  item: CalculationEquipment | null;
  category: 0 | 1;
  onClose: () => void;
  onSaved: (saved: CalculationEquipment, previousId: string | null) => void;
  /** The dealer's own equipment was deleted from the dealer's list: the case drops it too. */
  onDeleted: (uniqueId: string) => void;
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<EquipmentForm>({
    Description: item?.Description ?? '',
    ReferenceNumber: item?.ReferenceNumber ?? '',
    Comment: item?.Comment ?? '',
    CostWithoutVat: item?.CostWithoutVat ?? '',
    ProfitWithoutVat: item?.ProfitWithoutVat ?? 0,
    PriceEnteredWithVatAndProfit: Boolean(item?.PriceEnteredWithVatAndProfit),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const dealerId = item?.UniqueId.startsWith('dealer:') ? item.UniqueId.slice('dealer:'.length) : null;
  const input = () => ({
    Id: dealerId,
    Description: form.Description,
    ReferenceNumber: form.ReferenceNumber || null,
    Comment: form.Comment || null,
    CostWithoutVat: amountOf(form.CostWithoutVat),
    ProfitWithoutVat: amountOf(form.ProfitWithoutVat) ?? 0,
    PriceEnteredWithVatAndProfit: form.PriceEnteredWithVatAndProfit,
  });
  const save = useMutation({
    mutationFn: async () => {
      const checked = dealerEquipmentSchema.safeParse(input());
      if (!checked.success) {
        setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
        return null;
      }
      setErrors({});
      if (category === 1) return { ...item!, CostWithoutVat: checked.data.CostWithoutVat, ProfitWithoutVat: checked.data.ProfitWithoutVat, PriceEnteredWithVatAndProfit: form.PriceEnteredWithVatAndProfit };
      const saved = await saveDealerEquipment(checked.data);
      await queryClient.invalidateQueries({ queryKey: ['calculation', 'equipment'] });
      notifications.show({ color: 'green', message: saved.Message });
      return toChosen(saved);
    },
    onSuccess: (saved) => saved && onSaved(saved, item?.UniqueId ?? null),
    onError: (error) => setErrors({ form: error instanceof ApiError ? error.message : 'Der skete en fejl. Prøv igen.' }),
  });
  const remove = useMutation({
    mutationFn: () => deleteDealerEquipment(dealerId!),
    onSuccess: async (reply) => {
      notifications.show({ color: 'green', message: reply.Message });
      await queryClient.invalidateQueries({ queryKey: ['calculation', 'equipment'] });
      onDeleted(item!.UniqueId);
    },
    onError: (error) => setErrors({ form: error instanceof ApiError ? error.message : 'Der skete en fejl. Prøv igen.' }),
  });
  const title = category === 1 ? EquipmentTexts.editFactory : item ? EquipmentTexts.editDealer : EquipmentTexts.create;
  const money = (field: 'CostWithoutVat' | 'ProfitWithoutVat', label: string, required = false) => (
    <NumberInput
      label={label}
      required={required}
      value={form[field]}
      decimalSeparator=","
      thousandSeparator="."
      max={EQUIPMENT_MAX}
      hideControls
      error={errors[field]}
      onChange={(value) => setForm({ ...form, [field]: value })}
    />
  );
  return (
    <Modal opened onClose={onClose} title={title} closeOnClickOutside={item !== null} closeOnEscape={item !== null}>
      <Stack gap="sm">
        {errors.form && <Alert color="red">{errors.form}</Alert>}
        <TextInput label="Beskrivelse" required={category === 0} value={form.Description} disabled={category === 1} error={errors.Description} onChange={(event) => setForm({ ...form, Description: event.currentTarget.value })} />
        {category === 0 && (
          <>
            <TextInput label="Varenummer" value={form.ReferenceNumber} onChange={(event) => setForm({ ...form, ReferenceNumber: event.currentTarget.value })} />
            <Textarea label="Kommentar" value={form.Comment} onChange={(event) => setForm({ ...form, Comment: event.currentTarget.value })} />
          </>
        )}
        <Switch
          label="Pris indtastet inkl. moms og avance"
          checked={form.PriceEnteredWithVatAndProfit}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            // Switching it resets the profit to 0 (spec part 2 §4); the typed amount is then the price incl. VAT.
            const cost = amountOf(form.CostWithoutVat) ?? 0;
            const next = togglePriceEnteredWithVat({ CostWithoutVat: cost, ProfitWithoutVat: 0 }, on, on ? cost : undefined);
            setForm({ ...form, CostWithoutVat: next.CostWithoutVat, ProfitWithoutVat: next.ProfitWithoutVat, PriceEnteredWithVatAndProfit: on });
          }}
        />
        {money('CostWithoutVat', 'Kostpris u/moms', true)}
        {money('ProfitWithoutVat', 'Avance u/moms')}
        <Group justify="space-between">
          <div>
            {dealerId &&
              (confirming ? (
                <Group gap={4}>
                  <Text size="sm">{EquipmentMessages.deleteQuestion}</Text>
                  <Button size="compact-sm" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
                    Ja
                  </Button>
                  <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
                    Nej
                  </Button>
                </Group>
              ) : (
                <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
                  Slet
                </Button>
              ))}
          </div>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Annuller
            </Button>
            <Button loading={save.isPending} onClick={() => save.mutate()}>
              Gem
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
