import { businessFieldsOf, cvrNumber, phoneNumber, type BusinessLookupResult } from '../../../../../../domain/customers/lookup.ts';
import { lookUpBusinessByCvr } from '../../api/business-lookup-by-cvr.ts';
import { lookUpBusinessByPhone } from '../../api/business-lookup-by-phone.ts';
import { lookupFailure } from '../../model/lookup-failure.ts';
import { RegisterSearch, type SearchMode } from './register-search.tsx';

export interface BusinessLookupProps {
  onFill(fields: Record<string, string>): void;
}

const MODES: SearchMode<BusinessLookupResult>[] = [
  { value: 'cvr', label: 'CVR-opslag', inputLabel: 'Søg på CVR-nr.', number: cvrNumber, lookUp: lookUpBusinessByCvr, failure: (error) => lookupFailure('cvr', error) },
  { value: 'phone', label: 'Telefonopslag', inputLabel: 'Søg på telefonnr.', number: phoneNumber, lookUp: lookUpBusinessByPhone, failure: (error) => lookupFailure('businessPhone', error) },
];

/** The business customer's look-ups in the business register, by CVR number or by phone number (spec part 1 §5). */
export function BusinessLookup({ onFill }: BusinessLookupProps) {
  return <RegisterSearch label="Opslag på virksomheden" modes={MODES} onFound={(company) => (onFill(businessFieldsOf(company)), undefined)} />;
}
