import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ServiceType } from '../../../../../domain/offers/rules.ts';
import { MicroFrontend } from '@/components/micro-frontend-host.tsx';
import { ApiError } from '@/lib/api.ts';
import { PluginFrame } from '../plugin-frame.tsx';
import { caseViewUrl, type PluginCar, type PluginCaseData, type PluginFinanceData, type PluginHost } from '../plugin-protocol.ts';
import { pickablePartners, type PickablePartner } from './partner-picker.ts';
import { pluginHandshakeLog } from '../timer-logging.ts';
import { caseOffersQuery, deleteOffer, fetchCaseOffers, financeBrandsQuery, offerKeys, partnerStyle, saveOffer, type CaseOfferView, type FinancedCar, type OfferTerms } from '../api/offers.ts';
import { FinanceChooser, type ChosenProduct } from './finance-chooser.tsx';

export const MAX_OFFER_TABS = 5;

/** What staff read on the Tillægsydelser tab: the spec's wording. */
export const OfferTexts = {
  saveCaseFirst: 'Gem sagen, før der kan tilføjes tilbud.',
  add: 'Tilføj tilbud',
  pickPartner: 'Vælg samarbejdspartner',
  chooseProduct: 'Vælg finansieringsprodukt',
  active: 'Aktiv',
  activate: 'Gør aktiv',
  locked: 'Låst',
  caseLocked: 'Sagen er låst, da et tilbud er sendt til finansieringsselskabet. Bilen kan ikke fjernes.',
  caseLockedByInsurance: 'Sagen er låst, da et tilbud er sendt til forsikringsselskabet. Bilen kan ikke fjernes.',
  delete: 'Slet tilbud',
  deleteFailed: 'Beklager, Der er sket en fejl, da systemet prøvede at slette finansieringstilbudet.',
  lockedDelete: 'Handling ikke mulig.',
  saveFailed: 'Dine ændringer til finansieringsforslaget kunne ikke gemmes. Tjek dine indtastninger og prøv igen. Hvis fejlen fortsætter venligst kontakt support.',
  companiesFailed: 'Der skete fejl ifbm. at hente finansieringsselskaber...',
} as const;

/** What the case page hands the tab (by shape: features do not import each other). */
export interface OffersPanelProps {
  caseId: string | null;
  dealerId: string;
  customerName: string | null;
  car: PluginCar | null;
  /** The case's car as the finance partners judge a loan for it; none until the case names one. */
  financedCar?: FinancedCar | null;
  /** An offer was added, saved or deleted, making the case `version` (the case's lock and documents follow its offers). */
  onOffersChanged?: (version?: string) => void;
  /** Receives the function that asks every offer's plugin to save before the case is saved (false when one failed). */
  registerPluginSave?: (savePlugins: (() => Promise<boolean>) | null) => void;
}

const offerLabel = (offer: CaseOfferView): string =>
  offer.Offer.BrandName ?? offer.Offer.OfferedServices?.[0]?.ProviderName ?? `Tilbud ${offer.OfferId}`;

/** The plugin's figures as the offer keeps them: the spec's three, and the loan's terms where the plugin gave them. */
export const offerTermsOf = (figures: PluginFinanceData): OfferTerms => {
  const optional = {
    TermMonths: figures.termMonths,
    Interest: figures.interestRate,
    AnualExpensesPercentage: figures.annualPercentageRate,
    CreditAmount: figures.creditAmount,
    FinanceExpenses: figures.totalCreditCost,
    TotalRepayable: figures.totalRepayable,
    ResidualValue: figures.residualValue,
  };
  return {
    DownPayment: figures.downPayment,
    MonthlyPayment: figures.monthlyPayment,
    Profit: figures.profit,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
};

/** The partner's plugin for one offer: the offer is numbered before its plugin loads, and the plugin is told which. */
export const pluginUrlOf = (pluginUrl: string, offerId: string): string => {
  try {
    const url = new URL(pluginUrl);
    url.searchParams.set('offerId', offerId);
    return url.toString();
  } catch {
    // Not a URL: the frame refuses it as it refuses an insecure one.
    return pluginUrl;
  }
};

/**
 * Asks each plugin to save, all at once; true unless one answered that it failed. A plugin that does not answer within
 * the protocol's time, or is not connected, does not hold the case's save back (spec part 2 §4).
 */
export const saveEveryPlugin = async (hosts: readonly Pick<PluginHost, 'requestSave'>[]): Promise<boolean> =>
  (await Promise.all(hosts.map((host) => host.requestSave()))).every((outcome) => outcome !== 'failed');

/** The refusal's own Danish message where the server gave one (a locked offer), else the spec's text for the action. */
const messageOf = (error: unknown, fallback: string): string => (error instanceof ApiError && error.status === 409 ? error.message : fallback);

/**
 * The case's finance and insurance offers: a tab per offer (at most five) with the partner's plugin in a frame, and a
 * plus tab that opens the partner picker to add one.
 */
export function OffersPanel({ caseId, dealerId, customerName, car, financedCar = null, onOffersChanged, registerPluginSave }: OffersPanelProps) {
  // Built on every render: the plugin host sends the case only when it changed by value.
  const caseData = caseId
    ? { caseId, viewUrl: caseViewUrl(window.location.origin, caseId), customer: customerName ? ({ kind: 'private', applicant: { name: customerName } } as const) : null, car, tradeInCar: null }
    : null;
  if (!caseId || !caseData) return <Text c="dimmed">{OfferTexts.saveCaseFirst}</Text>;
  return (
    <SavedCaseOffers caseId={caseId} dealerId={dealerId} caseData={caseData} financedCar={financedCar} onOffersChanged={onOffersChanged} registerPluginSave={registerPluginSave} />
  );
}

function SavedCaseOffers({
  caseId,
  dealerId,
  caseData,
  financedCar,
  onOffersChanged,
  registerPluginSave,
}: {
  caseId: string;
  dealerId: string;
  caseData: Omit<PluginCaseData, 'isActive'>;
  financedCar: FinancedCar | null;
  onOffersChanged?: (version?: string) => void;
  registerPluginSave?: OffersPanelProps['registerPluginSave'];
}) {
  const queryClient = useQueryClient();
  const offers = useQuery(caseOffersQuery(caseId));
  const brands = useQuery(financeBrandsQuery(dealerId));
  const [picking, setPicking] = useState(false);
  // A finance partner picked: its brand and product are chosen before the offer is made.
  const [choosing, setChoosing] = useState<PickablePartner | null>(null);
  const [tab, setTab] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Every offer's connected plugin (the tabs keep their panels mounted), asked to save when the case is saved.
  const plugins = useRef(new Map<string, PluginHost>());
  useEffect(() => {
    if (!registerPluginSave) return;
    registerPluginSave(() => saveEveryPlugin([...plugins.current.values()]));
    return () => registerPluginSave(null);
  }, [registerPluginSave]);
  // After a save, the offers as that save left them (the read model may not hold it yet when asked at once).
  const refresh = async (version?: string) => {
    if (!version) {
      await queryClient.invalidateQueries({ queryKey: offerKeys.ofCase(caseId) });
      return;
    }
    queryClient.setQueryData(offerKeys.ofCase(caseId), await fetchCaseOffers(caseId, version));
    onOffersChanged?.(version);
  };

  const add = useMutation({
    mutationFn: async ({ partner, product }: { partner: PickablePartner; product?: ChosenProduct }) => {
      const company = product?.FinanceCompany ?? partner.company;
      const brandId = product?.BrandId ?? partner.brandId;
      const style = await partnerStyle(brandId, company);
      return saveOffer({
        CaseId: caseId,
        FinanceCompany: company,
        Offer: {
          BrandId: String(brandId),
          BrandName: product?.BrandName ?? partner.name,
          ...(product ? { ProductId: String(product.ProductId), ProductName: product.ProductName } : {}),
          PluginUrl: style.PluginUrl,
          OfferedServices: [{ ProviderName: style.Name, ServiceType: partner.kind === 'insurance' ? ServiceType.insurance : ServiceType.finance }],
        },
      });
    },
    onSuccess: async ({ data: offerId, version }) => {
      setPicking(false);
      setChoosing(null);
      setError(null);
      await refresh(version);
      setTab(offerId);
    },
    onError: (failure) => setError(messageOf(failure, OfferTexts.saveFailed)),
  });
  const save = useMutation({
    mutationFn: (request: { offer: CaseOfferView; isActive?: boolean; figures?: PluginFinanceData }) =>
      saveOffer({
        CaseId: caseId,
        OfferId: request.offer.OfferId,
        FinanceCompany: request.offer.FinanceCompany,
        IsActive: request.isActive,
        Offer: request.figures ? offerTermsOf(request.figures) : {},
      }),
    onSuccess: async ({ version }) => {
      setError(null);
      await refresh(version);
    },
    onError: (failure) => setError(messageOf(failure, OfferTexts.saveFailed)),
  });
  const remove = useMutation({
    mutationFn: (offer: CaseOfferView) => deleteOffer(caseId, offer.FinanceCompany, offer.OfferId),
    onSuccess: async ({ version }) => {
      setError(null);
      setTab(null);
      await refresh(version);
    },
    onError: (failure) => setError(messageOf(failure, OfferTexts.deleteFailed)),
  });

  const list = offers.data ?? [];
  const partners = pickablePartners(brands.data);
  const limitReached = list.length >= MAX_OFFER_TABS;
  const shown = tab && list.some((offer) => offer.OfferId === tab) ? tab : (list[0]?.OfferId ?? null);

  return (
    <Stack>
      {list.some((offer) => offer.IsLocked) && (
        <Alert color="orange" title={OfferTexts.locked}>
          {/* Names the partner that has it: a finance company where a finance offer locks, else the insurer. */}
          {list.some((offer) => offer.IsLocked && offer.Offer.ServiceType !== ServiceType.insurance) ? OfferTexts.caseLocked : OfferTexts.caseLockedByInsurance}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {brands.isError && <Text c="red">{OfferTexts.companiesFailed}</Text>}
      <Tabs value={shown} onChange={(next) => (next === 'add' ? setPicking(true) : setTab(next))}>
        <Tabs.List>
          {list.map((offer) => (
            <Tabs.Tab key={offer.OfferId} value={offer.OfferId} rightSection={offer.IsActive ? <Badge size="xs">{OfferTexts.active}</Badge> : undefined}>
              {offerLabel(offer)}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="add" aria-label={OfferTexts.add} disabled={limitReached}>
            +
          </Tabs.Tab>
        </Tabs.List>
        {list.map((offer) => (
          <Tabs.Panel key={offer.OfferId} value={offer.OfferId} pt="md">
            <Stack>
              <Group>
                {offer.IsLocked && <Badge color="orange">{OfferTexts.locked}</Badge>}
                {!offer.IsActive && (
                  <Button size="xs" variant="light" loading={save.isPending} onClick={() => save.mutate({ offer, isActive: true })}>
                    {OfferTexts.activate}
                  </Button>
                )}
                <Button size="xs" color="red" variant="subtle" disabled={offer.IsLocked} loading={remove.isPending} onClick={() => remove.mutate(offer)}>
                  {OfferTexts.delete}
                </Button>
              </Group>
              {offer.Offer.PluginUrl && (
                <PluginFrame
                  pluginUrl={pluginUrlOf(offer.Offer.PluginUrl, offer.OfferId)}
                  title={offerLabel(offer)}
                  caseData={{ ...caseData, isActive: offer.IsActive }}
                  onFinanceData={(figures) => save.mutate({ offer, figures })}
                  saveOffer={async () => {
                    await save.mutateAsync({ offer });
                  }}
                  reloadOffer={() => void refresh()}
                  onConnected={(host) => (host ? plugins.current.set(offer.OfferId, host) : plugins.current.delete(offer.OfferId))}
                  log={pluginHandshakeLog(offer.OfferId, offer.FinanceCompany)}
                />
              )}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Modal
        opened={picking}
        onClose={() => {
          setPicking(false);
          setChoosing(null);
        }}
        title={choosing ? OfferTexts.chooseProduct : OfferTexts.pickPartner}
      >
        {choosing ? (
          <FinanceChooser
            dealerId={dealerId}
            brands={brands.data?.Brands ?? []}
            initialBrandId={choosing.brandId}
            // Finance offers are for private buyers: turning the buyer into a business removes them.
            isBusiness={false}
            car={financedCar}
            busy={add.isPending}
            onChoose={(product) => add.mutate({ partner: choosing, product })}
            onBack={() => setChoosing(null)}
          />
        ) : (
          <MicroFrontend
            base="/api/partnerpicker"
            title={OfferTexts.pickPartner}
            props={{ partners, limitReached, onPick: (partner: PickablePartner) => (partner.kind === 'finance' ? setChoosing(partner) : add.mutate({ partner })) }}
          />
        )}
      </Modal>
    </Stack>
  );
}
