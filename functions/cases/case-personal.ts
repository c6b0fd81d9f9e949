import { carRentalClear, rentalDrivers, type CarRental, type CarRentalView, type CaseData, type RentalDrivers } from '../../events/cases.ts';
import type { PersonalData } from '../platform/personal-data.ts';

/**
 * The case's own personal data: the rental's additional and foreign drivers (names, licence and passport numbers),
 * who need not be customers. They are kept in events only encrypted with the case's data key (subject `case#<id>`),
 * deterministically, so that saving the same drivers again is seen as no change; deleting the case forgets the key.
 */
export const caseSubject = (caseId: string): string => `case#${caseId}`;

/** A case as the API carries it: the rental flat, drivers in clear. */
export type CaseDataView = Omit<CaseData, 'CarRental'> & { CarRental?: CarRentalView | null };

const DRIVER_FIELDS = Object.keys(rentalDrivers.shape) as (keyof RentalDrivers)[];
const CLEAR_FIELDS = Object.keys(carRentalClear.shape) as (keyof CarRentalView)[];

const pick = <T extends object>(value: T, fields: readonly (keyof T)[]): Partial<T> =>
  Object.fromEntries(fields.filter((field) => value[field] !== undefined).map((field) => [field, value[field]])) as Partial<T>;

const isEmpty = (drivers: RentalDrivers): boolean => Object.values(drivers).every((value) => value === null || value === undefined || value === '');

/** The case data to store: the rental's drivers encrypted with the case's key (none stored when there are none). */
export const protectCaseData = async (personalData: PersonalData, caseId: string, view: CaseDataView): Promise<CaseData> => {
  const { CarRental: rental, ...rest } = view;
  if (!rental) return { ...rest, ...(rental === undefined ? {} : { CarRental: null }) };
  const drivers = pick(rental as RentalDrivers, DRIVER_FIELDS);
  const stored: CarRental = {
    ...pick(rental, CLEAR_FIELDS),
    Drivers: isEmpty(drivers) ? null : await personalData.protect(caseSubject(caseId), drivers, { deterministic: true }),
  };
  return { ...rest, CarRental: stored };
};

/** The case data as the API shows it: the rental's drivers revealed (empty once the case's key is forgotten). */
export const revealCaseData = async (personalData: PersonalData, caseId: string | null, data: CaseData): Promise<CaseDataView> => {
  const { CarRental: rental, ...rest } = data;
  if (!rental) return data as CaseDataView;
  const { Drivers, ...clear } = rental;
  const drivers = Drivers && caseId ? ((await personalData.reveal<RentalDrivers>(caseSubject(caseId), Drivers)) ?? {}) : {};
  return { ...rest, CarRental: { ...clear, ...rentalDrivers.parse(drivers) } };
};
