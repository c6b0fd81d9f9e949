import { Button, Group } from '@mantine/core';
import { IconBook2, IconListDetails, IconReplace, IconReportSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { salesItemOfSpecification, salesItemWithCarFacts } from '../../../../../domain/catalogue/vehicle-data.ts';
import type { SalesItem } from '../../../../../events/cases.ts';
import { currentUserQuery, hasRoleFlag } from '@/lib/current-user.ts';
import { carColorsQuery } from '@/lib/car-colors.ts';
import { CarFactsModal } from './car-facts-modal.tsx';
import { CarSpecificationModal } from './car-specification-modal.tsx';
import { ChangeModelModal } from './change-model-modal.tsx';
import { ModelCatalogueDetailsModal } from './model-catalogue-details-modal.tsx';

export interface CarTabVehicleToolsProps {
  /** The case's sales item, if a vehicle is chosen. */
  item: SalesItem | null;
  readOnly: boolean;
  /** A specification was chosen: the sales item that replaces the case's. */
  onPick(item: SalesItem): void;
}

/**
 * The vehicle-data buttons of the case's car tab: choose car specification (its pick becomes the sales item: variant,
 * year, colour, and the motor register's numbers when looked up by number), a catalogue car's change of model (the
 * same car, another variant of its make), the model catalogue details of a catalogue car, and the car facts of a car with a registration or chassis number (with the dealer's `car_facts`).
 */
export function CarTabVehicleTools({ item, readOnly, onPick }: CarTabVehicleToolsProps) {
  const user = useQuery(currentUserQuery).data;
  const [open, setOpen] = useState<'specification' | 'change-model' | 'catalogue' | 'facts' | null>(null);
  const colors = useQuery({ ...carColorsQuery, enabled: open === 'specification' });
  const carGuid = item?.CarGuid ?? null;
  // The chassis number stays with the car while plates change (the register may not know a new plate yet).
  const number = item?.ChassisNumber || item?.RegistrationNumber || '';
  const carFacts = user ? hasRoleFlag(user, 'car_facts') : false;
  const close = () => setOpen(null);

  if (readOnly && !carGuid && !(carFacts && number)) return null;
  return (
    <>
      <Group gap="xs" data-testid="car-tab-vehicle-tools">
        {!readOnly && (
          <Button variant="default" leftSection={<IconListDetails size={16} />} onClick={() => setOpen('specification')}>
            Vælg bilspecifikation
          </Button>
        )}
        {!readOnly && item && carGuid && (
          <Button variant="default" leftSection={<IconReplace size={16} />} onClick={() => setOpen('change-model')}>
            Skift model
          </Button>
        )}
        {carGuid && (
          <Button variant="default" leftSection={<IconBook2 size={16} />} onClick={() => setOpen('catalogue')}>
            Modelkatalog
          </Button>
        )}
        {carFacts && number && (
          <Button variant="default" leftSection={<IconReportSearch size={16} />} onClick={() => setOpen('facts')}>
            Bilfakta
          </Button>
        )}
      </Group>
      <CarSpecificationModal
        opened={open === 'specification'}
        onClose={close}
        number={number}
        onPick={(pick) => {
          const colour = colors.data?.find((candidate) => candidate.Id === pick.colorId)?.Name ?? null;
          onPick(salesItemOfSpecification(pick, colour));
        }}
      />
      {item && <ChangeModelModal opened={open === 'change-model'} onClose={close} item={item} onChange={onPick} />}
      <ModelCatalogueDetailsModal opened={open === 'catalogue'} onClose={close} carGuid={carGuid} />
      <CarFactsModal
        opened={open === 'facts'}
        onClose={close}
        number={number}
        carGuid={carGuid}
        // The register's facts of the car fill the car tab's (weights, doors, type, inspection): the car stays the one chosen.
        onUse={readOnly || !item ? undefined : (details) => onPick(salesItemWithCarFacts(item, details))}
      />
    </>
  );
}
