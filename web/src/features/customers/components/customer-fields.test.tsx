import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { BUSINESS_FIELDS, DECISION_MAKER_FIELDS, PRIVATE_FIELDS, type FieldSpec, type TextFields } from '../model/customer-draft.ts';
import { CustomerFields } from './customer-fields.tsx';

const renderFields = (specs: FieldSpec[], values: TextFields = {}, prefix = '') =>
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <CustomerFields prefix={prefix} specs={specs} values={values} errors={{}} shows={() => false} readOnly={false} onChange={() => {}} onBlur={() => {}} />
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
