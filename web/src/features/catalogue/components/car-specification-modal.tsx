import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import {
  CarFactsMessages,
  normaliseVehicleNumber,
  type DrillDownResponse,
  type DrillDownSelection,
  type DrillDownVariant,
  type SpecificationPick,
  type SpecificationType,
} from "../../../../../domain/catalogue/vehicle-data.ts";
import { carColorsQuery } from "@/lib/car-colors.ts";
import { drillDownByNumber, drillDownQuery } from "../api/drill-down.ts";
import {
  RequestVariantModal,
  type VariantRequestDraft,
} from "./request-variant-modal.tsx";

export type { SpecificationPick };

export interface CarSpecificationModalProps {
  opened: boolean;
  onClose(): void;
  onPick(pick: SpecificationPick): void;
  /** The car's number, offered for a look-up. */
  number?: string;
}

const EMPTY: DrillDownSelection = {
  Type: "Personvogn",
  Make: null,
  Model: null,
  Year: null,
  Fuel: null,
};

/**
 * Choose car specification (spec part 1 §2, §4): drill down by vehicle type ('Personvogn' or 'Varevogn'), make,
 * model, year and fuel, or look the car up by registration or chassis number; the error flag shows when a number
 * finds no variant. Picking a variant (with a colour) hands it to the form that opened the modal.
 */
export function CarSpecificationModal({
  opened,
  onClose,
  onPick,
  number = "",
}: CarSpecificationModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Vælg bilspecifikation"
      size="xl"
    >
      {opened && (
        <Specification onClose={onClose} onPick={onPick} number={number} />
      )}
    </Modal>
  );
}

/** The modal's content, mounted afresh at each opening. */
function Specification({
  onClose,
  onPick,
  number,
}: Omit<CarSpecificationModalProps, "opened"> & { number: string }) {
  const opened = true;
  const [selection, setSelection] = useState<DrillDownSelection>(EMPTY);
  const [entered, setEntered] = useState(number);
  const [byNumber, setByNumber] = useState<DrillDownResponse | null>(null);
  const [colorId, setColorId] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);
  const drill = useQuery({
    ...drillDownQuery(selection),
    enabled: opened && byNumber === null,
  });
  const colors = useQuery({ ...carColorsQuery, enabled: opened });
  const lookUp = useMutation({
    mutationFn: drillDownByNumber,
    onSuccess: setByNumber,
  });

  const answer = byNumber ?? drill.data;
  const set = (patch: Partial<DrillDownSelection>) => {
    setByNumber(null);
    setSelection((earlier) => ({ ...earlier, ...patch }));
  };
  const pick = (variant: DrillDownVariant) => {
    onPick({
      variant,
      year: answer?.Selection.Year ?? null,
      details: byNumber?.VehicleDetails ?? null,
      colorId: colorId === null ? null : Number(colorId),
    });
    onClose();
  };
  const lookUpNumber = () => {
    const value = normaliseVehicleNumber(entered);
    if (value) lookUp.mutate(value);
  };
  const options = answer?.Options;
  const details = byNumber?.VehicleDetails ?? null;
  // The request starts from what the search knows: the selection, and the register's car when looked up by number.
  const draft: VariantRequestDraft = {
    CarType: answer?.Selection.Type ?? selection.Type,
    Make: answer?.Selection.Make ?? details?.Make ?? null,
    Model: answer?.Selection.Model ?? details?.Model ?? null,
    Year:
      answer?.Selection.Year ??
      (details ? Number(details.FirstRegistrationDate.slice(0, 4)) : null),
    Propellant: answer?.Selection.Fuel ?? details?.Fuel ?? null,
    Variant: details?.VariantText ?? null,
    Engine: details?.Type ?? null,
    Effect: details?.Effect ?? null,
    Doors: details?.NumberOfDoors ?? null,
    MileagePerLiter: details?.FuelEconomy ?? null,
    RegistrationNumber: details?.RegistrationNumber ?? null,
  };

  return (
    <Stack gap="sm" data-testid="car-specification-modal">
      <Group align="flex-end">
        <TextInput
          label="Stel- eller registreringsnummer"
          value={entered}
          onChange={(event) => setEntered(event.currentTarget.value)}
          onKeyDown={(event) => event.key === "Enter" && lookUpNumber()}
          w={260}
        />
        <Button
          variant="default"
          onClick={lookUpNumber}
          loading={lookUp.isPending}
        >
          Slå op
        </Button>
      </Group>
      {lookUp.isError && (
        <Alert color="yellow">{CarFactsMessages.unavailable}</Alert>
      )}
      {byNumber?.Error && (
        <Alert color="red" data-testid="specification-error">
          {byNumber.VehicleDetails
            ? `Der blev ikke fundet en variant i modelkataloget til ${byNumber.VehicleDetails.Make} ${byNumber.VehicleDetails.Type}.`
            : CarFactsMessages.noData(normaliseVehicleNumber(entered))}
        </Alert>
      )}
      <SegmentedControl
        data={["Personvogn", "Varevogn"]}
        value={answer?.Selection.Type ?? selection.Type ?? "Personvogn"}
        onChange={(type) =>
          set({
            Type: type as SpecificationType,
            Make: null,
            Model: null,
            Year: null,
            Fuel: null,
          })
        }
      />
      <Group grow>
        <Select
          label="Mærke"
          data={options?.Makes ?? []}
          value={answer?.Selection.Make ?? null}
          onChange={(make) =>
            set({
              ...answer?.Selection,
              Make: make,
              Model: null,
              Year: null,
              Fuel: null,
            })
          }
          searchable
        />
        <Select
          label="Model"
          data={options?.Models ?? []}
          value={answer?.Selection.Model ?? null}
          onChange={(model) =>
            set({ ...answer?.Selection, Model: model, Year: null, Fuel: null })
          }
          disabled={!answer?.Selection.Make}
        />
        <Select
          label="Årgang"
          data={(options?.Years ?? []).map(String)}
          value={answer?.Selection.Year ? String(answer.Selection.Year) : null}
          onChange={(year) =>
            set({
              ...answer?.Selection,
              Year: year ? Number(year) : null,
              Fuel: null,
            })
          }
          disabled={!answer?.Selection.Model}
        />
        <Select
          label="Drivmiddel"
          data={options?.FuelTypes ?? []}
          value={answer?.Selection.Fuel ?? null}
          onChange={(fuel) => set({ ...answer?.Selection, Fuel: fuel })}
          disabled={!answer?.Selection.Model}
        />
      </Group>
      <Select
        label="Farve"
        data={(colors.data ?? []).map((color) => ({
          value: String(color.Id),
          label: color.Name,
        }))}
        value={colorId}
        onChange={setColorId}
        w={240}
        clearable
      />
      {drill.isError && !byNumber && (
        <Alert color="yellow">{CarFactsMessages.unavailable}</Alert>
      )}
      <Group justify="flex-end">
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setRequesting(true)}
        >
          Anmod om ny variant
        </Button>
      </Group>
      <RequestVariantModal
        opened={requesting}
        onClose={() => setRequesting(false)}
        initial={draft}
      />
      {answer && answer.Variants.length > 0 ? (
        <Table highlightOnHover data-testid="specification-variants">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Variant</Table.Th>
              <Table.Th>Drivmiddel</Table.Th>
              <Table.Th>Produceret</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.Variants.map((variant) => (
              <Table.Tr key={variant.Id}>
                <Table.Td>{variant.Text}</Table.Td>
                <Table.Td>{variant.Selection.Fuel}</Table.Td>
                <Table.Td>
                  {variant.ProductionPeriod.StartYear}–
                  {variant.ProductionPeriod.EndYear ?? ""}
                </Table.Td>
                <Table.Td>
                  <Button size="xs" onClick={() => pick(variant)}>
                    Vælg
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed">
          Vælg mærke og model, eller slå bilen op på nummer.
        </Text>
      )}
    </Stack>
  );
}
