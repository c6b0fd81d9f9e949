import { Button, Group, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { currentUserQuery, hasRoleFlag, mayDo } from "@/lib/current-user.ts";
import { CarFactsModal } from "./car-facts-modal.tsx";
import {
  CarSpecificationModal,
  type SpecificationPick,
} from "./car-specification-modal.tsx";
import { DebtCheck, type VehicleNumbers } from "./debt-check.tsx";
import type { VehicleDetails } from "../../../../../domain/catalogue/vehicle-data.ts";

export interface SwapCarVehicleToolsProps {
  numbers: VehicleNumbers;
  carGuid: string | null;
  readOnly: boolean;
  onSpecification(pick: SpecificationPick): void;
  onAdoptNumbers(numbers: VehicleNumbers): void;
  /** The motor register's facts, to fill the swap car's form with. */
  onCarFacts(details: VehicleDetails): void;
  /** The debt register's debt of the car, in whole kroner: the swap car's 'Restgæld'. */
  onDebt?(amount: number): void;
}

/**
 * The vehicle-data buttons of a swap car (spec part 2 §7 external car details and swap car): car facts from the
 * motor register (with the dealer's `car_facts`), choose car specification, and the debt check (`debt_check`).
 */
export function SwapCarVehicleTools({
  numbers,
  carGuid,
  readOnly,
  onSpecification,
  onAdoptNumbers,
  onCarFacts,
  onDebt,
}: SwapCarVehicleToolsProps) {
  const user = useQuery(currentUserQuery).data;
  const [factsOpen, setFactsOpen] = useState(false);
  const [specificationOpen, setSpecificationOpen] = useState(false);
  // The chassis number stays with the car while plates change (the register may not know a new plate yet).
  const number = numbers.ChassisNumber || numbers.RegistrationNumber;
  const carFacts = user ? hasRoleFlag(user, "car_facts") : false;
  return (
    <Stack gap="xs" data-testid="swap-car-vehicle-tools">
      <Group gap="sm">
        {!readOnly && (
          <Button variant="default" onClick={() => setSpecificationOpen(true)}>
            Vælg bilspecifikation
          </Button>
        )}
        {carFacts && (
          <Button variant="default" onClick={() => setFactsOpen(true)}>
            Bilfakta
          </Button>
        )}
      </Group>
      {!readOnly && user && mayDo(user, "readCustomers") && (
        <DebtCheck
          numbers={numbers}
          available={hasRoleFlag(user, "debt_check")}
          onAdopt={onAdoptNumbers}
          onDebt={onDebt}
        />
      )}
      <CarFactsModal
        opened={factsOpen}
        onClose={() => setFactsOpen(false)}
        number={number}
        carGuid={carGuid}
        onUse={readOnly ? undefined : onCarFacts}
      />
      <CarSpecificationModal
        opened={specificationOpen}
        onClose={() => setSpecificationOpen(false)}
        onPick={onSpecification}
        number={number}
      />
    </Stack>
  );
}
