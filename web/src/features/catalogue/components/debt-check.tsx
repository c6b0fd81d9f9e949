import { Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import {
  DebtCheckMessages,
  debtCheckMismatch,
  normaliseVehicleNumber,
  type DebtCheckResult,
} from "../../../../../domain/catalogue/vehicle-data.ts";
import { ApiError } from "@/lib/api.ts";
import { debtCheck } from "../api/debt-check.ts";
import { printDebtReport } from "../api/print-debt-report.ts";
import { openPdf } from "../model/open-pdf.ts";

export interface VehicleNumbers {
  ChassisNumber: string;
  RegistrationNumber: string;
}

export interface DebtCheckProps {
  numbers: VehicleNumbers;
  /** Whether the dealer has the debt check (a paid service); without it the button explains the service. */
  available: boolean;
  /** The register's numbers, adopted from the mismatch modal. */
  onAdopt(numbers: VehicleNumbers): void;
  /** The debt the register knows of the car, in whole kroner (0 without debt): the swap car's 'Restgæld'. */
  onDebt?(amount: number): void;
}

/**
 * The swap car's debt check (spec part 1 §4 "Debt check"): 'Udfører opslag...' while it runs, 'fejl i opslag' on
 * failure, 'Ukendt stel- eller reg. nr.' without a known number; when the register's numbers differ from those
 * entered, 'Stel.- og regnr. matcher ikke' and a modal that adopts them. The debt report prints the same look-up.
 */
export function DebtCheck({ numbers, available, onAdopt, onDebt }: DebtCheckProps) {
  const [paidServiceOpen, setPaidServiceOpen] = useState(false);
  const [adoptOpen, setAdoptOpen] = useState(false);
  const [result, setResult] = useState<DebtCheckResult | "unknown" | null>(
    null,
  );
  const check = useMutation({
    mutationFn: debtCheck,
    onSuccess: (answer, asked) => {
      setResult(answer);
      if (answer.State === 1 && answer.TotalDebt !== null) onDebt?.(answer.TotalDebt);
      const mismatch = debtCheckMismatch(asked, answer);
      if (
        mismatch.ChassisNumber ||
        mismatch.RegistrationNumber ||
        (answer.State === 1 &&
          (!asked.ChassisNumber || !asked.RegistrationNumber))
      )
        setAdoptOpen(true);
    },
    onError: () => setResult(null),
  });
  const print = useMutation({
    mutationFn: printDebtReport,
    onSuccess: openPdf,
    onError: (error) =>
      notifications.show({
        color: "red",
        message:
          error instanceof ApiError ? error.message : DebtCheckMessages.failed,
      }),
  });

  const run = () => {
    if (!available) {
      setPaidServiceOpen(true);
      return;
    }
    if (
      !normaliseVehicleNumber(numbers.ChassisNumber) &&
      !normaliseVehicleNumber(numbers.RegistrationNumber)
    ) {
      setResult("unknown");
      return;
    }
    check.mutate(numbers);
  };

  const answer = result !== "unknown" ? result : null;
  const mismatch = answer
    ? debtCheckMismatch(numbers, answer)
    : { ChassisNumber: false, RegistrationNumber: false };
  const status = check.isPending
    ? DebtCheckMessages.running
    : check.isError
      ? DebtCheckMessages.failed
      : result === "unknown" || answer?.State === 2
        ? DebtCheckMessages.unknown
        : (answer?.DebtTextShort ?? null);

  return (
    <Stack gap={4} data-testid="debt-check">
      <Group gap="sm">
        <Button variant="default" onClick={run} loading={check.isPending}>
          Gældstjek
        </Button>
        {answer?.State === 1 && (
          <Badge color={answer.CarHasDebt ? "red" : "green"}>
            {answer.CarHasDebt ? "Gæld registreret" : "Ingen gæld"}
          </Badge>
        )}
        {status && (
          <Text size="sm" data-testid="debt-check-status">
            {status}
          </Text>
        )}
        {answer?.State === 1 && (
          <Button
            variant="subtle"
            size="xs"
            loading={print.isPending}
            onClick={() =>
              print.mutate({
                ChassisNumber: answer.ChassisNumber ?? "",
                RegistrationNumber: answer.RegistrationNumber ?? "",
              })
            }
          >
            Udskriv gældsrapport
          </Button>
        )}
      </Group>
      {(mismatch.ChassisNumber || mismatch.RegistrationNumber) && (
        <Text size="sm" c="red" data-testid="debt-check-mismatch">
          {DebtCheckMessages.mismatch}
        </Text>
      )}

      <Modal
        opened={adoptOpen && answer !== null}
        onClose={() => setAdoptOpen(false)}
        title={DebtCheckMessages.mismatch}
      >
        <Stack gap="sm">
          <Text size="sm">Gældsregistret kender bilen som:</Text>
          <Text size="sm">
            Reg. nr. <b>{answer?.RegistrationNumber}</b>, stelnr.{" "}
            <b>{answer?.ChassisNumber}</b>
          </Text>
          <Text size="sm">Vil du bruge registrets numre på byttebilen?</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAdoptOpen(false)}>
              Behold
            </Button>
            <Button
              onClick={() => {
                if (answer)
                  onAdopt({
                    ChassisNumber:
                      answer.ChassisNumber ?? numbers.ChassisNumber,
                    RegistrationNumber:
                      answer.RegistrationNumber ?? numbers.RegistrationNumber,
                  });
                setAdoptOpen(false);
              }}
            >
              Brug registrets numre
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={paidServiceOpen}
        onClose={() => setPaidServiceOpen(false)}
        title="Gældstjek"
      >
        <Stack gap="sm">
          <Text size="sm">{DebtCheckMessages.paidService}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setPaidServiceOpen(false)}>OK</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
