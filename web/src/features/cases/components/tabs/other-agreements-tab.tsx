import { Button, Fieldset, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  otherAgreementsSchema,
  preparationCommentOrTemplate,
  type OtherAgreementsForm,
} from '../../../../../../domain/cases/other-agreements.ts';
import { currentUserQuery } from '@/lib/current-user.ts';
import type { CaseModel } from '../../api/types.ts';
import { dealerRightToComplainQuery, dealerWarrantiesQuery, fetchDealerCity, type DealerText } from './other-agreements/dealer-lists.ts';
import { EntryField, FlagField, NoYesField, TextField, useFieldErrors } from './other-agreements/entry-fields.tsx';

export interface OtherAgreementsTabProps {
  value: OtherAgreementsForm | null;
  onChange(next: OtherAgreementsForm): void;
  model: CaseModel;
  readOnly: boolean;
  showErrors: boolean;
  /**
   * For a role that may record the preparation but not edit the case (mechanic, preparation): the comment stays
   * editable on the read-only tab and is saved on its own.
   */
  preparation?: { save(comment: string): void; saving: boolean };
}

type Field = keyof OtherAgreementsForm & string;

/** A dealer list as select options; a chosen text no longer in the list stays selectable. */
const optionsOf = (texts: DealerText[] | undefined, chosen: string | null | undefined): string[] => {
  const options = (texts ?? []).map((text) => text.Text);
  return [...new Set(chosen ? [...options, chosen] : options)];
};

/**
 * The other agreements tab (Øvrige aftaler, spec part 2 §3 and §5): delivery, the dealer's warranty and right to
 * complain (chosen from the dealer's lists), excess, factory guarantee, signature, insurance, sequential number and
 * the preparation comment (its template of three headings until something is written). Controlled: every change
 * goes to `onChange`; messages come from the domain schema the server uses.
 */
export function OtherAgreementsTab({ value, onChange, model, readOnly, showErrors, preparation }: OtherAgreementsTabProps) {
  const schema = useMemo(() => otherAgreementsSchema(), []);
  const { errorOf, touch } = useFieldErrors(schema, value, showErrors);
  const { data: user } = useQuery({ ...currentUserQuery, enabled: model.DealerId === null });
  const dealerId = model.DealerId ?? user?.DealerId;
  const warranties = useQuery({ ...dealerWarrantiesQuery(dealerId ?? ''), enabled: Boolean(dealerId) });
  const rightToComplain = useQuery({ ...dealerRightToComplainQuery(dealerId ?? ''), enabled: Boolean(dealerId) });
  const agreements: OtherAgreementsForm = value ?? {};

  const preparationComment = preparationCommentOrTemplate(agreements.PreparationComment);
  const set = (changes: Partial<OtherAgreementsForm>) => onChange({ ...agreements, ...changes });
  const text = (field: Field, label: string, multiline = false) => (
    <TextField
      label={label}
      value={agreements[field] as string | null | undefined}
      onChange={(next) => set({ [field]: next })}
      onBlur={() => touch(field)}
      error={errorOf(field)}
      readOnly={readOnly}
      multiline={multiline}
    />
  );
  const flag = (field: Field, label: string) => (
    <FlagField label={label} value={agreements[field] as boolean | undefined} onChange={(next) => set({ [field]: next })} readOnly={readOnly} />
  );

  /** Showing the city on the signature fills the dealer's city in while none is written. */
  const showCity = async (checked: boolean) => {
    if (!checked || (agreements.SignatureCity ?? '').trim() !== '' || !dealerId) {
      set({ ShowCity: checked });
      return;
    }
    const city = await fetchDealerCity(dealerId).catch(() => '');
    set({ ShowCity: true, SignatureCity: city });
  };

  return (
    <Stack data-testid="other-agreements-tab">
      <Fieldset legend="Aftaler">
        <Stack>
          {text('GeneralComments', 'Generelle bemærkninger', true)}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Select
              label="Forhandlergaranti"
              placeholder={warranties.isPending && dealerId ? 'Henter...' : 'Vælg forhandlergaranti'}
              data={optionsOf(warranties.data, agreements.DealerWarranty)}
              value={agreements.DealerWarranty ?? null}
              onChange={(next) => set({ DealerWarranty: next })}
              onBlur={() => touch('DealerWarranty')}
              error={errorOf('DealerWarranty')}
              readOnly={readOnly}
              clearable
            />
            <Select
              label="Reklamationsret"
              placeholder={rightToComplain.isPending && dealerId ? 'Henter...' : 'Vælg reklamationsret'}
              data={optionsOf(rightToComplain.data, agreements.DealerRightToComplain)}
              value={agreements.DealerRightToComplain ?? null}
              onChange={(next) => set({ DealerRightToComplain: next })}
              onBlur={() => touch('DealerRightToComplain')}
              error={errorOf('DealerRightToComplain')}
              readOnly={readOnly}
              clearable
            />
            <NoYesField label="EU-nummerplader" value={agreements.EUNumberPlate} onChange={(next) => set({ EUNumberPlate: next })} readOnly={readOnly} />
            <NoYesField
              label="Betinget af finansiering"
              value={agreements.ConditionalOnFinancing}
              onChange={(next) => set({ ConditionalOnFinancing: next })}
              readOnly={readOnly}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Stack gap="xs">
              <FlagField
                label="Selvrisiko på forhandlergaranti"
                value={agreements.ExcessOnDealerWarranty}
                // Without an excess there is no excess amount.
                onChange={(next) => set(next ? { ExcessOnDealerWarranty: true } : { ExcessOnDealerWarranty: false, ExcessAmountOnDealerWarranty: null })}
                readOnly={readOnly}
              />
              {agreements.ExcessOnDealerWarranty && (
                <EntryField
                  label="Selvrisikobeløb"
                  kind="money"
                  value={agreements.ExcessAmountOnDealerWarranty}
                  onChange={(next) => set({ ExcessAmountOnDealerWarranty: next })}
                  onBlur={() => touch('ExcessAmountOnDealerWarranty')}
                  error={errorOf('ExcessAmountOnDealerWarranty')}
                  readOnly={readOnly}
                  rightSection="kr."
                />
              )}
            </Stack>
            <Stack gap="xs">
              {flag('UsedCarCertificate', 'Brugtbilscertifikat')}
              <EntryField
                label="Fabriksgaranti udløber"
                kind="date"
                value={agreements.FactoryGuaranteeEndDate}
                onChange={(next) => set({ FactoryGuaranteeEndDate: next as string | null })}
                onBlur={() => touch('FactoryGuaranteeEndDate')}
                error={errorOf('FactoryGuaranteeEndDate')}
                readOnly={readOnly}
              />
            </Stack>
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend="Levering">
        <Stack>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <EntryField
              label="Leveringsdato"
              kind="date"
              value={agreements.DeliveryDate}
              onChange={(next) => set({ DeliveryDate: next as string | null })}
              onBlur={() => touch('DeliveryDate')}
              error={errorOf('DeliveryDate')}
              readOnly={readOnly}
            />
            <EntryField
              label="Leveringstidspunkt"
              kind="time"
              value={agreements.DeliveryTime}
              onChange={(next) => set({ DeliveryTime: next as string | null })}
              // A time asks for a date: its message shows under the date.
              onBlur={() => touch('DeliveryTime', 'DeliveryDate')}
              error={errorOf('DeliveryTime')}
              readOnly={readOnly}
            />
          </SimpleGrid>
          {text('DeliveryComments', 'Bemærkninger til levering', true)}
        </Stack>
      </Fieldset>

      <Fieldset legend="Underskrift">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Stack gap="xs">
            {flag('ShowTodaysDate', 'Vis dags dato')}
            <FlagField label="Vis by" value={agreements.ShowCity} onChange={(next) => void showCity(next)} readOnly={readOnly} />
          </Stack>
          {agreements.ShowCity && text('SignatureCity', 'By')}
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Forsikring og løbenummer">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {text('InsuranceCompany', 'Forsikringsselskab')}
          {text('InsurancePolicyNumber', 'Policenummer')}
          {text('SequentialNumber', 'Løbenummer')}
          {flag('UseSequentialNumber', 'Brug løbenummer')}
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Klargøring">
        <Stack>
          <TextField
            label="Kommentar til klargøring"
            value={preparationComment}
            onChange={(next) => set({ PreparationComment: next })}
            onBlur={() => touch('PreparationComment')}
            error={errorOf('PreparationComment')}
            readOnly={readOnly && !preparation}
            multiline
          />
          {readOnly && preparation && (
            <Group justify="flex-end">
              <Button
                leftSection={<IconDeviceFloppy size={16} />}
                loading={preparation.saving}
                disabled={Boolean(errorOf('PreparationComment'))}
                onClick={() => preparation.save(preparationComment)}
              >
                Gem klargøring
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </Stack>
  );
}
