import { Button, Group } from '@mantine/core';
import type { ComponentType } from 'react';
import type { SpecificationPick, VehicleDetails } from '../../../../../domain/catalogue/vehicle-data.ts';
import type { useSaveCustomerCarForm } from '../hooks/use-save-customer-car-form.ts';
import { withCarFacts, withSpecification } from '../model/car-form.ts';
import { CarFields } from './car-fields.tsx';

export interface SwapCarVehicleToolsProps {
  numbers: { ChassisNumber: string; RegistrationNumber: string };
  carGuid: string | null;
  readOnly: boolean;
  onSpecification(pick: SpecificationPick): void;
  onAdoptNumbers(numbers: { ChassisNumber: string; RegistrationNumber: string }): void;
  /** The motor register's facts (car facts looked up by registration or chassis number) fill the form in. */
  onCarFacts(details: VehicleDetails): void;
  /** The debt register's debt of the car, in whole kroner. */
  onDebt?(amount: number): void;
}

export interface CarEditorProps {
  /** The car being edited and its save. */
  editor: ReturnType<typeof useSaveCustomerCarForm>;
  readOnly: boolean;
  /** The vehicle-data buttons (specification, car facts, debt check), composed in by the page. */
  VehicleTools?: ComponentType<SwapCarVehicleToolsProps>;
  /** Where the debt check's answer goes: the case's 'Restgæld' for its swap car. */
  onDebt?(amount: number): void;
}

/**
 * A customer car's form (spec part 1 §3 "Customer car"): the vehicle-data tools, whose specification and register
 * numbers fill the form in, every field of the car, and 'Gem byttebil' once something was changed. Nothing without a car.
 */
export function CarEditor({ editor, readOnly, VehicleTools, onDebt }: CarEditorProps) {
  const { form, draft, edit, errorOf, touch, save, saving } = editor;
  if (!form) return null;
  return (
    <>
      {VehicleTools && (
        <VehicleTools
          numbers={{ ChassisNumber: form.ChassisNumber ?? '', RegistrationNumber: form.RegistrationNumber ?? '' }}
          carGuid={form.CarGuid ?? null}
          readOnly={readOnly}
          onSpecification={(pick) => edit(withSpecification(form, pick))}
          onAdoptNumbers={(numbers) => edit({ ...form, ...numbers })}
          onCarFacts={(details) => edit(withCarFacts(form, details))}
          onDebt={onDebt}
        />
      )}
      <CarFields form={form} onChange={edit} errorOf={errorOf} onTouched={touch} readOnly={readOnly} />
      {!readOnly && (
        <Group justify="flex-end">
          <Button onClick={save} loading={saving} disabled={draft === null}>
            Gem byttebil
          </Button>
        </Group>
      )}
    </>
  );
}
