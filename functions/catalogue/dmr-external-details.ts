import type { ExternalCarDetails, VehicleDetails } from '../../domain/catalogue/vehicle-data.ts';
import { CarFactsMessages } from '../../domain/catalogue/vehicle-data.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema } from '../platform/http/request-schemas.ts';
import { inspectionReportUrl } from '../platform/registries/inspection-report.ts';
import { motorRegister } from '../platform/registries/motor-register.ts';
import { carFactsNumber, fromRegistries, guidParam } from './vehicle-query.ts';
import { dmrExternalDetailsResponse } from './responses.ts';

export const externalDetailsQuery = querySchema({ number: carFactsNumber, carGuid: guidParam('carGuid').optional() });

/** The motor register's record in the sections the car facts modal reads (spec part 1 §7), with the inspection link. */
export const externalDetailsOf = (details: VehicleDetails, carGuid: string | undefined): ExternalCarDetails => ({
  ...details,
  CarGuid: details.CarGuid ?? carGuid ?? null,
  DmrCarTitleSection: {
    VinNumber: details.VehicleIdentificationNumber,
    LicensePlate: details.RegistrationNumber,
    Make: details.Make,
    Model: details.Model,
    Variant: details.VariantText,
  },
  DmrCarChassis: {
    Type: details.Type,
    Fuel: details.Fuel,
    Effect: details.Effect,
    EffectKw: details.EffectKw,
    FuelEconomy: details.FuelEconomy,
    FirstRegistrationDate: details.FirstRegistrationDate,
    InspectionDate: details.InspectionDate,
    Color: details.Color,
    NumberOfDoors: details.NumberOfDoors,
  },
  InspectionReportUrl: inspectionReportUrl(details.VehicleIdentificationNumber),
});

/**
 * GET /api/Dmr/GetExternalDetails?number=&carGuid=: the car facts of a registration or chassis number from the motor
 * register; `null` when the register has no data on it (the modal then says so with the number). No number: 400 with
 * the spec's 'Du har ikke indtastet et stel- eller registreringsnummer'; the register down: 503 with the service text.
 */
export const handler = query({
  summary: 'Bilens data fra Motorregistret.',
  responses: { 200: dmrExternalDetailsResponse },
  query: externalDetailsQuery,
  run: ({ query: { number, carGuid } }) =>
    fromRegistries(CarFactsMessages.unavailable, async () => {
      const details = await motorRegister().byNumber(number);
      return details ? externalDetailsOf(details, carGuid) : null;
    }),
});
