import { useQuery } from '@tanstack/react-query';
import { cprNumber, isDeceased, LookupMessages, personFieldsOf, phoneNumber, type PersonLookupResult } from '../../../../../../domain/customers/lookup.ts';
import { currentUserQuery, hasRoleFlag } from '@/lib/current-user.ts';
import { lookUpCpr } from '../../api/cpr-lookup.ts';
import { lookUpPhone } from '../../api/phone-lookup.ts';
import { lookupFailure } from '../../model/lookup-failure.ts';
import { RegisterSearch, type SearchMode } from './register-search.tsx';

export interface PersonLookupProps {
  /** The person is a business customer's user: the CPR search is offered to every department (spec part 1 §5). */
  isBusinessUser: boolean;
  /** The register's answer as the form's fields (what the register does not know is left out). */
  onFill(fields: Record<string, string>): void;
}

/**
 * The look-ups of a person (a private customer or a business customer's user): by CPR number in the person register,
 * shown only to departments with `can_perform_cpr_lookup` and always for a business's user (spec part 1 §5, §6), and
 * by phone number in the phone directory (a private customer). A deceased person (status 90) is filled in with a
 * warning: the salesperson decides.
 */
export function PersonLookup({ isBusinessUser, onFill }: PersonLookupProps) {
  const user = useQuery(currentUserQuery).data;
  const mayLookUpCpr = isBusinessUser || (user ? hasRoleFlag(user, 'can_perform_cpr_lookup') : false);
  const modes: SearchMode<PersonLookupResult>[] = [
    ...(mayLookUpCpr
      ? [{ value: 'cpr', label: 'CPR-opslag', inputLabel: 'Søg på CPR-nr.', number: cprNumber, lookUp: (cpr: string) => lookUpCpr(cpr, isBusinessUser), failure: (error: unknown) => lookupFailure('cpr', error) }]
      : []),
    { value: 'phone', label: 'Telefonopslag', inputLabel: 'Søg på telefonnr.', number: phoneNumber, lookUp: (phone: string) => lookUpPhone(phone, isBusinessUser), failure: (error: unknown) => lookupFailure('phone', error) },
  ];
  return (
    <RegisterSearch
      // A new key when the CPR search becomes available (the settings arrived): the box starts on it.
      key={modes.length}
      label={isBusinessUser ? 'Opslag på brugeren' : 'Opslag på kunden'}
      modes={modes}
      onFound={(person) => {
        onFill(personFieldsOf(person));
        return isDeceased(person) ? LookupMessages.deceased : undefined;
      }}
    />
  );
}
