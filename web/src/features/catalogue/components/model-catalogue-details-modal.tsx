import { Alert, Loader, Modal, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { priceTypeLabel, type CatalogueVariant } from '../../../../../domain/catalogue/model-catalogue.ts';
import { PRODUCT_NAME } from '../../../../../domain/catalogue/vehicle-data.ts';
import { formatKr, formatNumber, toClientDate } from '../../../../../domain/format.ts';
import { modelCatalogueQuery } from '../api/model-catalogue.ts';
import { catalogueErrorMessage } from '../model/catalogue-error-message.ts';

export interface ModelCatalogueDetailsModalProps {
  opened: boolean;
  onClose(): void;
  /** The catalogue variant's guid (the case's CarGuid, a stock car's CarSpecificationGuid). */
  carGuid: string | null;
}

const rowsOf = (variant: CatalogueVariant): [string, ReactNode][] => [
  ['Mærke', variant.Make],
  ['Model', variant.Model],
  ['Variant', variant.Variant],
  ['Motor', variant.Motor],
  ['Antal døre', variant.NumberOfDoors],
  [`${PRODUCT_NAME} biltype`, variant.CarTypeName],
  ['Karrosseri', variant.ChassisTypes.join(', ') || '–'],
  ['Ladertype', variant.ChargerType ?? '–'],
  ['Type', variant.Type],
  ['Drivmiddel', variant.FuelType],
  ['Effekt', `${variant.Effect} hk`],
  ['Brændstofforbrug', variant.KmPerLiter === null ? '–' : `${formatNumber(variant.KmPerLiter, 1)} km/l`],
  ['Modelår', variant.ModelYear],
  ['Fabrikskode', variant.FactoryCode],
  ['Udstyrsniveau', variant.EquipmentLevel],
  ['Totalpris', `${formatKr(variant.TotalPrice, 0)} (${priceTypeLabel(variant.PriceType)})`],
  ['Ikrafttrædelse', toClientDate(variant.EffectiveDate)],
];

/**
 * The model catalogue details dialog (spec part 1 §2, §3 "Model catalogue data"): what the catalogue holds on a
 * variant: chassis types, charger type, the product's car type name, make, model, variant, motor and doors, with the
 * type, fuel, effect and price beside them. A failed or empty answer sets the catalogue's error (§8). Used by the
 * case's car tab and the stock car's detail panel.
 */
export function ModelCatalogueDetailsModal({ opened, onClose, carGuid }: ModelCatalogueDetailsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Modelkatalog" size="lg">
      {opened && carGuid && <ModelCatalogueDetails carGuid={carGuid} />}
    </Modal>
  );
}

function ModelCatalogueDetails({ carGuid }: { carGuid: string }) {
  const variant = useQuery(modelCatalogueQuery(carGuid));
  if (variant.isPending) return <Loader size="sm" aria-label="Henter modelkataloget..." />;
  if (variant.isError || !variant.data) {
    return (
      <Alert color="red" data-testid="model-catalogue-error">
        {catalogueErrorMessage(variant.error)}
      </Alert>
    );
  }
  return (
    <Stack gap="sm" data-testid="model-catalogue-details">
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          {rowsOf(variant.data).map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
