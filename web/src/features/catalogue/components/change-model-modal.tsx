import { Alert, Button, Group, Loader, Modal, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SalesItem } from '../../../../../events/cases.ts';
import { carModelOptionsQuery } from '../api/car-model-options.ts';
import { carModelOptionsForChangeModelQuery } from '../api/car-model-options-for-change-model.ts';
import { changeModelDrillDownQuery, type ChangeModelSelection } from '../api/change-model-drill-down.ts';
import { salesItemWithModelChanged } from '../model/change-model.ts';
import { catalogueErrorMessage } from '../model/catalogue-error-message.ts';
import { CarModelOptionsTable } from './car-model-options-table.tsx';

export interface ChangeModelModalProps {
  opened: boolean;
  onClose(): void;
  /** The case's car, described by a catalogue variant (its CarGuid). */
  item: SalesItem;
  /** Another variant was chosen: the sales item that replaces the case's. */
  onChange(item: SalesItem): void;
}

/**
 * Change model (spec part 1 §2 choose car specification, §7 ChangeModelDrillDown and the model options): a car already
 * specified keeps its vehicle type and make while the user narrows model, year and fuel; the equipment of the car's
 * variant and of the variant looked at stand side by side before the change is made.
 */
export function ChangeModelModal({ opened, onClose, item, onChange }: ChangeModelModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Skift model" size="xl">
      {opened && item.CarGuid && <ChangeModel carGuid={item.CarGuid} item={item} onClose={onClose} onChange={onChange} />}
    </Modal>
  );
}

type Narrowed = Omit<ChangeModelSelection, 'Id'>;

/** The dialog's content, mounted afresh at each opening. */
function ChangeModel({ carGuid, item, onClose, onChange }: { carGuid: string } & Omit<ChangeModelModalProps, 'opened'>) {
  const [narrowed, setNarrowed] = useState<Narrowed>({ Model: null, Year: null, Fuel: null });
  const [looked, setLooked] = useState<string | null>(null);
  const drill = useQuery(changeModelDrillDownQuery({ Id: carGuid, ...narrowed }));
  const current = useQuery(carModelOptionsQuery(carGuid));
  const chosen = useQuery({ ...carModelOptionsForChangeModelQuery(looked ?? ''), enabled: looked !== null });
  const answer = drill.data;
  const options = answer?.Options;
  const narrow = (patch: Partial<Narrowed>) => {
    setLooked(null);
    setNarrowed((earlier) => ({ ...earlier, ...patch }));
  };
  const change = () => {
    if (!chosen.data) return;
    onChange(salesItemWithModelChanged(item, chosen.data.Variant, answer?.Selection.Year ?? null));
    onClose();
  };

  return (
    <Stack gap="sm" data-testid="change-model">
      <Text size="sm">
        Nuværende variant: <strong>{item.Title}</strong>
      </Text>
      {drill.isError && <Alert color="red">{catalogueErrorMessage(drill.error)}</Alert>}
      {drill.isPending && <Loader size="sm" aria-label="Henter modelkataloget..." />}
      {answer && (
        <>
          <Text size="sm">
            {answer.Selection.Type} · {answer.Selection.Make}
          </Text>
          <Group grow>
            <Select
              label="Model"
              data={options?.Models ?? []}
              value={answer.Selection.Model}
              onChange={(model) => narrow({ Model: model, Year: null, Fuel: null })}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Årgang"
              data={(options?.Years ?? []).map(String)}
              value={answer.Selection.Year ? String(answer.Selection.Year) : null}
              onChange={(year) => narrow({ Model: answer.Selection.Model, Year: year ? Number(year) : null, Fuel: null })}
              comboboxProps={{ withinPortal: true }}
              clearable
            />
            <Select
              label="Drivmiddel"
              data={options?.FuelTypes ?? []}
              value={answer.Selection.Fuel}
              onChange={(fuel) => narrow({ Model: answer.Selection.Model, Year: answer.Selection.Year, Fuel: fuel })}
              comboboxProps={{ withinPortal: true }}
              clearable
            />
          </Group>
          {answer.Variants.length > 0 ? (
            <Table highlightOnHover aria-label="Varianter at skifte til" data-testid="change-model-variants">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Variant</Table.Th>
                  <Table.Th>Drivmiddel</Table.Th>
                  <Table.Th>Produceret</Table.Th>
                  <Table.Th>Udstyr</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.Variants.map((variant) => (
                  <Table.Tr key={variant.Id}>
                    <Table.Td>{variant.Text}</Table.Td>
                    <Table.Td>{variant.Selection.Fuel}</Table.Td>
                    <Table.Td>
                      {variant.ProductionPeriod.StartYear}–{variant.ProductionPeriod.EndYear ?? ''}
                    </Table.Td>
                    <Table.Td>
                      <Button size="xs" variant={variant.Id === looked ? 'filled' : 'default'} onClick={() => setLooked(variant.Id)} aria-label={`Vis udstyr: ${variant.Text}`}>
                        Vis udstyr
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Text size="sm" c="dimmed">
              Modelkataloget har ingen varianter, der passer til valget.
            </Text>
          )}
        </>
      )}
      <Group align="flex-start" grow>
        <Stack gap={4}>
          <Title order={4}>Nuværende udstyr</Title>
          {current.isError && <Alert color="red">{catalogueErrorMessage(current.error)}</Alert>}
          {current.data && <CarModelOptionsTable options={current.data} label="Nuværende udstyr" />}
        </Stack>
        {looked && (
          <Stack gap={4} data-testid="change-model-chosen">
            <Title order={4}>Udstyr på {chosen.data?.Variant.Text ?? 'den valgte variant'}</Title>
            {chosen.isPending && <Loader size="sm" aria-label="Henter udstyret..." />}
            {chosen.isError && <Alert color="red">{catalogueErrorMessage(chosen.error)}</Alert>}
            {chosen.data && <CarModelOptionsTable options={chosen.data.Options} label="Udstyr på den valgte variant" />}
          </Stack>
        )}
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Annuller
        </Button>
        <Button onClick={change} disabled={!chosen.data}>
          Skift til valgt variant
        </Button>
      </Group>
    </Stack>
  );
}
