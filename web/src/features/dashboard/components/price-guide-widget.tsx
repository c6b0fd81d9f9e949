import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatNumber } from '../../../../../domain/format.ts';
import type { GuideLink } from '../../../../../domain/market/price-guide.ts';
import { guideListSearch, guideOf, marketMakesQuery, priceGuideLookupQuery } from '../api/price-guide.ts';
import { AnchorLink, WidgetCard, WidgetFallback, WidgetLoading } from './widget-card.tsx';

const THIS_YEAR = new Date().getFullYear();
const digitsOnly = (text: string) => text.replace(/\D/g, '');

/**
 * The price guide lookup (document 2 §2): a car's make, model, year and mileage priced against the market, as the
 * all-cars list's price guide prices it (document 1 §9: the cars ±50 thousand km and ±1 year), and the link to that list.
 */
export function PriceGuideWidget() {
  const makes = useQuery(marketMakesQuery);
  const [make, setMake] = useState('');
  const [model, setModel] = useState('');
  const [year, setYear] = useState('');
  const [mileage, setMileage] = useState('');
  const [problem, setProblem] = useState<string>();
  const [link, setLink] = useState<GuideLink>();

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const registrationYear = Number(year);
    if (!make) return setProblem('Vælg et mærke.');
    if (!/^\d{4}$/.test(year) || registrationYear < 1900 || registrationYear > THIS_YEAR + 1) return setProblem('Angiv årgangen med fire cifre.');
    if (mileage === '') return setProblem('Angiv bilens km.');
    setProblem(undefined);
    setLink(guideOf({ Make: make, Model: model, registrationYear, mileageKm: Number(mileage) }));
  };

  return (
    <WidgetCard title="Prisguide" testId="price-guide-widget">
      {makes.error ? (
        <WidgetFallback />
      ) : (
        <Stack gap="sm">
          <form onSubmit={lookUp} noValidate aria-label="Slå en pris op">
            <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
              {/* The browser's own list: typing a make's first letters finds it, and the dashboard loads no dropdown library. */}
              <NativeSelect
                label="Mærke"
                data={[{ value: '', label: makes.isPending ? 'Henter...' : 'Vælg mærke' }, ...(makes.data ?? []).map((choice) => choice.Name)]}
                value={make}
                onChange={(event) => setMake(event.currentTarget.value)}
              />
              <TextInput label="Model" value={model} onChange={(event) => setModel(event.currentTarget.value)} />
              <TextInput label="Årgang" inputMode="numeric" maxLength={4} value={year} onChange={(event) => setYear(digitsOnly(event.currentTarget.value))} />
              <TextInput label="Km" inputMode="numeric" maxLength={7} value={mileage} onChange={(event) => setMileage(digitsOnly(event.currentTarget.value))} />
            </SimpleGrid>
            <Group justify="flex-end" mt="xs">
              <Button type="submit">Slå op</Button>
            </Group>
          </form>
          {problem && (
            <Text size="sm" c="red.8" role="alert">
              {problem}
            </Text>
          )}
          {link && !problem && <GuideFigures link={link} />}
        </Stack>
      )}
    </WidgetCard>
  );
}

function GuideFigures({ link }: { link: GuideLink }) {
  const guide = useQuery(priceGuideLookupQuery(link));
  if (guide.error) return <WidgetFallback />;
  if (guide.isPending) return <WidgetLoading text="Henter prisguiden..." />;
  return (
    <Stack gap="xs" aria-live="polite">
      {guide.data === null ? (
        <Text size="sm">Ingen biler på markedet ligner den.</Text>
      ) : (
        <Stack gap={4} component="dl" m={0}>
          <Figure label="Beregnet pris" value={guide.data.CalculatedPrice === null ? '–' : `${formatNumber(guide.data.CalculatedPrice, 0)} kr.`} strong />
          <Figure label="Gennemsnitspris" value={`${formatNumber(guide.data.AveragePrice, 0)} kr.`} />
          <Figure label="Gennemsnitlig km" value={formatNumber(guide.data.AverageMileage, 0)} />
          <Figure label="Antal biler" value={formatNumber(guide.data.NumberOfCars)} />
        </Stack>
      )}
      <Group justify="flex-end">
        <AnchorLink to="/Cars/CarList" search={guideListSearch(link)} size="sm">
          Se bilerne i prisguiden
        </AnchorLink>
      </Group>
    </Stack>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}
