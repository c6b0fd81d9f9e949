import { Alert, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/lib/api.ts';
import { productApplicability, type FinanceBrandView, type FinancedCar } from '../api/offers.ts';
import { chooseBrand, productsFor, type ChooserBrand, type FinanceChoice } from '../model/finance-chooser.ts';

/** What staff read in the finance chooser: the spec's wording where it gives one. */
export const ChooserTexts = {
  company: 'Finansieringsselskab',
  product: 'Produkt',
  noCompany: 'Finansieringsselskabet har intet standardprodukt. Vælg et andet selskab.',
  checking: 'Undersøger, om produktet kan bruges til bilen...',
  applicable: 'Produktet kan bruges til bilen.',
  notApplicable: 'Produktet kan ikke bruges til bilen.',
  unavailable: 'Finansieringsselskabet svarer ikke i øjeblikket, prøv igen senere, eller kontakt kundeservice.',
  add: 'Tilføj tilbud',
  back: 'Tilbage',
} as const;

/** The brands as the chooser's rules take them: the finance products answer lists loans only. */
const chooserBrand = (brand: FinanceBrandView): ChooserBrand => ({ ...brand, Products: brand.Products.map((product) => ({ ...product, LoanOnly: true })) });

export interface ChosenProduct {
  FinanceCompany: number;
  BrandId: number;
  BrandName: string;
  ProductId: number;
  ProductName: string;
}

type Applicability = { state: 'applicable' } | { state: 'not-applicable'; message: string } | { state: 'unavailable' };

/**
 * The finance chooser (spec part 2 §4) of a new finance offer: the brand, then its products; choosing a brand clears
 * the product and picks the brand's default product when the customer may take it, a brand without one means no
 * company; the products are those a private or a business customer may take; and whether the product may finance the
 * case's car is asked of the partner (status 400: it may not).
 */
export function FinanceChooser({
  dealerId,
  brands,
  initialBrandId,
  isBusiness,
  car,
  busy = false,
  onChoose,
  onBack,
}: {
  dealerId: string;
  brands: readonly FinanceBrandView[];
  initialBrandId: number;
  isBusiness: boolean;
  car: FinancedCar | null;
  busy?: boolean;
  onChoose: (product: ChosenProduct) => void;
  onBack: () => void;
}) {
  const choosable = brands.map(chooserBrand);
  const [choice, setChoice] = useState<FinanceChoice>(() => chooseBrand(choosable.find((brand) => brand.BrandId === initialBrandId), isBusiness));
  const brand = choosable.find((candidate) => candidate.BrandId === choice.BrandId);
  const products = brand ? productsFor(brand, isBusiness) : [];
  const product = products.find((candidate) => candidate.ProductId === choice.ProductId);
  const checkable = !!brand && !!product && !!car && car.RetailPrice !== null;

  const applicability = useQuery({
    queryKey: ['finance-applicability', dealerId, brand?.FinanceCompany, brand?.BrandId, product?.ProductId, car],
    enabled: checkable,
    retry: false,
    queryFn: async (): Promise<Applicability> => {
      try {
        const answer = await productApplicability(dealerId, brand!, product!.ProductId, car!);
        return answer.IsApplicable ? { state: 'applicable' } : { state: 'not-applicable', message: ChooserTexts.notApplicable };
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) return { state: 'not-applicable', message: error.message || ChooserTexts.notApplicable };
        return { state: 'unavailable' };
      }
    },
  });
  // Without a car on the case there is nothing to ask the partner about: the plugin takes the car when it comes.
  const cleared = !checkable || applicability.data?.state === 'applicable';

  return (
    <Stack>
      <Select
        label={ChooserTexts.company}
        data={choosable.map((candidate) => ({ value: String(candidate.BrandId), label: candidate.BrandName }))}
        value={brand ? String(brand.BrandId) : null}
        onChange={(value) => setChoice(chooseBrand(choosable.find((candidate) => String(candidate.BrandId) === value), isBusiness))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
      />
      {!brand && <Text size="sm">{ChooserTexts.noCompany}</Text>}
      {brand && (
        <Select
          label={ChooserTexts.product}
          data={products.map((candidate) => ({ value: String(candidate.ProductId), label: candidate.ProductName }))}
          value={product ? String(product.ProductId) : null}
          onChange={(value) => setChoice((current) => ({ ...current, ProductId: value === null ? null : Number(value) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
      )}
      {checkable && applicability.isPending && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{ChooserTexts.checking}</Text>
        </Group>
      )}
      {applicability.data?.state === 'applicable' && (
        <Text size="sm" c="green.9" role="status">
          {ChooserTexts.applicable}
        </Text>
      )}
      {applicability.data?.state === 'not-applicable' && (
        <Alert color="orange" role="alert">
          {applicability.data.message}
        </Alert>
      )}
      {applicability.data?.state === 'unavailable' && (
        <Alert color="red" role="alert">
          {ChooserTexts.unavailable}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          {ChooserTexts.back}
        </Button>
        <Button
          disabled={!brand || !product || !cleared}
          loading={busy}
          onClick={() => brand && product && onChoose({ FinanceCompany: brand.FinanceCompany, BrandId: brand.BrandId, BrandName: brand.BrandName, ProductId: product.ProductId, ProductName: product.ProductName })}
        >
          {ChooserTexts.add}
        </Button>
      </Group>
    </Stack>
  );
}
