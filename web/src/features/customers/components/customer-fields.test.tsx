import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { userWith } from '@/test/case-fixtures.ts';
import { BUSINESS_FIELDS, BUSINESS_USER_FIELDS, DECISION_MAKER_FIELDS, PRIVATE_FIELDS, type FieldSpec, type TextFields } from '../model/customer-draft.ts';
import { CustomerFields, lookupKindOf } from './customer-fields.tsx';

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  // The person look-up reads the user's functions (the CPR search).
  server = fakeServer({ 'GET /api/account/settings': { body: userWith({ RoleFlags: ['case'] }) } });
});
afterEach(() => expect(server.unexpected).toEqual([]));

const renderFields = (specs: FieldSpec[], values: TextFields = {}, prefix = '', readOnly = false) =>
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <CustomerFields prefix={prefix} specs={specs} values={values} errors={{}} shows={() => false} readOnly={readOnly} onChange={() => {}} onBlur={() => {}} />
    </AppProviders>,
  );

/** The labels that carry the required mark. */
const marked = (): string[] =>
  [...document.querySelectorAll('label')].filter((label) => label.querySelector('.mantine-InputWrapper-required')).map((label) => label.textContent?.replace(/\s*\*\s*$/, '') ?? '');

describe("the customer's fields", () => {
  it("mark what the spec requires of a private customer: the names, and a phone or a mobile number", () => {
    renderFields(PRIVATE_FIELDS);
    expect(marked()).toEqual(['Fornavn', 'Efternavn', 'Telefon', 'Mobil']);
    expect(screen.getByRole('textbox', { name: 'Fornavn' })).toBeInTheDocument();
  });

  it('mark only the phone field that is given once one is, and the company name of a business', () => {
    renderFields(BUSINESS_FIELDS, { CellPhone: '40404040' });
    expect(marked()).toEqual(['Firmanavn', 'Mobil']);
  });

  it("mark nothing of a contact person's, whose fields are optional", () => {
    renderFields(DECISION_MAKER_FIELDS, {}, 'DecisionMaker.');
    expect(marked()).toEqual([]);
  });
});

describe('the look-ups of each group of fields', () => {
  it('offer a person’s look-up to the private customer and to business users, the business register’s to the business, none to the decision maker', () => {
    expect(lookupKindOf('', PRIVATE_FIELDS)).toBe('person');
    expect(lookupKindOf('', BUSINESS_FIELDS)).toBe('business');
    expect(lookupKindOf('BusinessUser1.', BUSINESS_USER_FIELDS)).toBe('businessUser');
    expect(lookupKindOf('BusinessUser2.', BUSINESS_USER_FIELDS)).toBe('businessUser');
    expect(lookupKindOf('DecisionMaker.', DECISION_MAKER_FIELDS)).toBe('none');
  });

  it('show the search above the fields, and none on a read-only form', () => {
    renderFields(BUSINESS_FIELDS);
    expect(within(screen.getByRole('search', { name: 'Opslag på virksomheden' })).getByRole('textbox', { name: 'Søg på CVR-nr.' })).toBeInTheDocument();
    renderFields(PRIVATE_FIELDS, {}, '', true);
    expect(screen.getAllByRole('search')).toHaveLength(1);
  });

  it("choose the gender from the register's values", () => {
    renderFields(PRIVATE_FIELDS, { Gender: '2' });
    expect(screen.getByDisplayValue('Kvinde')).toHaveAccessibleName('Køn');
  });
});
