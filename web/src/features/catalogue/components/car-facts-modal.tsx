import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  CarFactsMessages,
  normaliseVehicleNumber,
  type ExternalCarDetails,
} from "../../../../../domain/catalogue/vehicle-data.ts";
import { formatNumber, toClientDate } from "../../../../../domain/format.ts";
import { ApiError } from "@/lib/api.ts";
import { externalDetails } from "../api/external-details.ts";
import { printCarFacts } from "../api/print-car-facts.ts";
import { openPdf } from "../model/open-pdf.ts";

export interface CarFactsModalProps {
  opened: boolean;
  onClose(): void;
  /** The registration or chassis number to look up at once (the swap car's); empty: the user types one. */
  number?: string;
  carGuid?: string | null;
  /** Fills the form the modal was opened from with the facts found ('Udfyld med bilfakta'); the modal then closes. */
  onUse?(details: ExternalCarDetails): void;
}

type Outcome =
  | { kind: "found"; details: ExternalCarDetails }
  | { kind: "none"; number: string }
  | { kind: "error"; message: string }
  | null;

/**
 * The car facts modal (spec part 1 §2, §5, §8): the motor register's record of a registration or chassis number,
 * the link to the external inspection report, and the print. The look-up ignores every error but says the service
 * does not answer (§7: the car-facts look-up suppresses the error modal).
 */
export function CarFactsModal({
  opened,
  onClose,
  number = "",
  carGuid,
  onUse,
}: CarFactsModalProps) {
  const use = onUse
    ? (details: ExternalCarDetails) => {
        onUse(details);
        onClose();
      }
    : undefined;
  return (
    <Modal opened={opened} onClose={onClose} title="Bilfakta" size="lg">
      {opened && <CarFacts number={number} carGuid={carGuid} onUse={use} />}
    </Modal>
  );
}

/** The modal's content, mounted afresh at each opening: it looks the given number up at once. */
function CarFacts({
  number,
  carGuid,
  onUse,
}: {
  number: string;
  carGuid?: string | null;
  onUse?(details: ExternalCarDetails): void;
}) {
  const [entered, setEntered] = useState(number);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const lookUp = useMutation({
    mutationFn: (value: string) => externalDetails(value, carGuid),
    onSuccess: (details, value) =>
      setOutcome(
        details ? { kind: "found", details } : { kind: "none", number: value },
      ),
    onError: () =>
      setOutcome({ kind: "error", message: CarFactsMessages.unavailable }),
  });
  const print = useMutation({
    mutationFn: (details: ExternalCarDetails) =>
      printCarFacts(details.VehicleIdentificationNumber, details.CarGuid),
    onSuccess: openPdf,
    onError: (error) =>
      notifications.show({
        color: "red",
        message:
          error instanceof ApiError
            ? error.message
            : CarFactsMessages.unavailable,
      }),
  });

  const search = (value: string) => {
    const trimmed = normaliseVehicleNumber(value);
    if (!trimmed) {
      setOutcome({ kind: "error", message: CarFactsMessages.noNumber });
      return;
    }
    lookUp.mutate(trimmed);
  };

  const { mutate } = lookUp;
  useEffect(() => {
    // The look-up by number is skipped when there is no number (§5); later ones wait for the button.
    if (normaliseVehicleNumber(number)) mutate(normaliseVehicleNumber(number));
  }, [number, mutate]);

  const details = outcome?.kind === "found" ? outcome.details : null;
  return (
    <Stack gap="sm" data-testid="car-facts-modal">
      <Group align="flex-end">
        <TextInput
          label="Stel- eller registreringsnummer"
          value={entered}
          onChange={(event) => setEntered(event.currentTarget.value)}
          onKeyDown={(event) => event.key === "Enter" && search(entered)}
          w={280}
        />
        <Button onClick={() => search(entered)} loading={lookUp.isPending}>
          Slå op
        </Button>
      </Group>
      {outcome?.kind === "error" && (
        <Alert color="yellow">{outcome.message}</Alert>
      )}
      {outcome?.kind === "none" && (
        <Alert color="yellow">{CarFactsMessages.noData(outcome.number)}</Alert>
      )}
      {details && (
        <>
          <Table withRowBorders={false} verticalSpacing={2}>
            <Table.Tbody>
              {(
                [
                  ["Registreringsnummer", details.RegistrationNumber],
                  ["Stelnummer", details.VehicleIdentificationNumber],
                  ["Mærke og model", `${details.Make} ${details.Model}`],
                  ["Type", details.Type],
                  ["Variant", details.VariantText],
                  ["Drivmiddel", details.Fuel],
                  ["Effekt", `${details.Effect} hk (${details.EffectKw} kW)`],
                  [
                    "Brændstofforbrug",
                    details.FuelEconomy === null
                      ? "-"
                      : `${formatNumber(details.FuelEconomy, 1)} km/l`,
                  ],
                  [
                    "Første registrering",
                    toClientDate(details.FirstRegistrationDate),
                  ],
                  [
                    "Seneste syn",
                    details.InspectionDate
                      ? toClientDate(details.InspectionDate)
                      : "Ikke synet endnu",
                  ],
                  ["Farve", details.Color],
                  ...(details.Weight
                    ? ([
                        ["Egenvægt", `${formatNumber(details.Weight)} kg`],
                        [
                          "Totalvægt",
                          details.TotalWeight
                            ? `${formatNumber(details.TotalWeight)} kg`
                            : "-",
                        ],
                      ] as const)
                    : []),
                  ...(details.WeightTaxPerYear !== null &&
                  details.WeightTaxPerYear !== undefined
                    ? ([
                        [
                          "Afgift pr. år",
                          `${formatNumber(details.WeightTaxPerYear)} kr.`,
                        ],
                        ...(details.EqualisationTaxPerYear
                          ? ([
                              [
                                "Udligningsafgift pr. år",
                                `${formatNumber(details.EqualisationTaxPerYear)} kr.`,
                              ],
                            ] as const)
                          : []),
                        ...(details.NoParticleFilterTax
                          ? ([
                              [
                                "Partikelfiltertillæg pr. år",
                                `${formatNumber(details.NoParticleFilterTax)} kr.`,
                              ],
                            ] as const)
                          : []),
                      ] as const)
                    : []),
                ] as const
              ).map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={180}>{label}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Anchor
              href={details.InspectionReportUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Se synsrapport
            </Anchor>
            <Group gap="xs">
              <Button
                variant="default"
                onClick={() => print.mutate(details)}
                loading={print.isPending}
              >
                Udskriv bilfakta
              </Button>
              {onUse && (
                <Button onClick={() => onUse(details)}>
                  Udfyld med bilfakta
                </Button>
              )}
            </Group>
          </Group>
        </>
      )}
      {!outcome && !lookUp.isPending && (
        <Text size="sm" c="dimmed">
          Slå bilen op i motorregistret.
        </Text>
      )}
    </Stack>
  );
}
