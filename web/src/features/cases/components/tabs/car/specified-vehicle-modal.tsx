import { Button, Checkbox, Group, Modal, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { SalesItem } from '../../../../../../../events/cases.ts';
import {
  blankSpecifiedVehicle,
  MOTORCYCLE,
  salesItemOfSpecifiedVehicle,
  SPECIFIED_FUEL_TYPES,
  SPECIFIED_VEHICLE_TYPES,
  specifiedVehicleSchema,
  type SpecifiedVehicleForm,
} from '../../../../../../../domain/cases/sales-item.ts';

export interface SpecifiedVehicleModalProps {
  opened: boolean;
  onClose: () => void;
  onPick: (salesItem: SalesItem) => void;
}

/**
 * 'Specificeret køretøj' (spec part 2 §2, §5): a motorcycle or a caravan that is neither in stock nor in the
 * catalogue. Make, model and model year are required; a motorcycle's fuel (Benzin or El) too; the first registration
 * unless it is factory new.
 */
export function SpecifiedVehicleModal({ opened, onClose, onPick }: SpecifiedVehicleModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Specificeret køretøj" size="lg">
      {opened && <SpecifiedVehicle onClose={onClose} onPick={onPick} />}
    </Modal>
  );
}

function SpecifiedVehicle({ onClose, onPick }: Omit<SpecifiedVehicleModalProps, 'opened'>) {
  const form = useForm<SpecifiedVehicleForm>({
    mode: 'controlled',
    initialValues: blankSpecifiedVehicle(),
    validate: schemaResolver(specifiedVehicleSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const motorcycle = form.values.VehicleType === String(MOTORCYCLE);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        onPick(salesItemOfSpecifiedVehicle(values));
        onClose();
      })}
    >
      <Stack gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Køretøjstype
          </Text>
          <SegmentedControl
            aria-label="Køretøjstype"
            data={Object.entries(SPECIFIED_VEHICLE_TYPES).map(([value, label]) => ({ value, label }))}
            {...form.getInputProps('VehicleType')}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Mærke" withAsterisk {...form.getInputProps('Make')} />
          <TextInput label="Model" withAsterisk {...form.getInputProps('Model')} />
          <TextInput label="Variant" {...form.getInputProps('Variant')} />
          <TextInput label="Årgang" withAsterisk inputMode="numeric" maxLength={4} {...form.getInputProps('ModelYear')} />
          {motorcycle && (
            <Select
              label="Drivmiddel"
              withAsterisk
              placeholder="Vælg drivmiddel"
              data={[...SPECIFIED_FUEL_TYPES]}
              {...form.getInputProps('FuelType')}
              onChange={(value) => form.setFieldValue('FuelType', value ?? '')}
            />
          )}
          {!form.values.IsFactoryNew && (
            <TextInput label="1. registreringsdato" withAsterisk placeholder="dd-mm-åååå" maxLength={10} {...form.getInputProps('RegistrationDate')} />
          )}
        </SimpleGrid>
        <Checkbox label="Fabriksny" {...form.getInputProps('IsFactoryNew', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annuller
          </Button>
          <Button type="submit">Vælg</Button>
        </Group>
      </Stack>
    </form>
  );
}
