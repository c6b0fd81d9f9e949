import { Alert, Button, Checkbox, Group, List, Modal, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { MoneyInput } from '@/components/money-input.tsx';
import { ApiError } from '@/lib/api.ts';
import { hasRoleFlag, type CurrentUser } from '@/lib/current-user.ts';
import { fetchCasesByCar, type CasesByCar } from '@/lib/cases-by-car.ts';
import { sellCar } from '../api/sell-car.ts';
import { moneyValue } from '@/components/money-input.tsx';

/** Spec part 1 §9: the car-sold confirmation closes by itself after 5 s. */
export const SOLD_DIALOG_MS = 5_000;

export const SellCarMessages = {
  title: 'Sælg bil',
  relatedTitle: 'Bilen indgår i sager',
  related: (total: number): string =>
    total === 1 ? 'Bilen indgår i en åben sag. Vil du sælge den alligevel?' : `Bilen indgår i ${total} åbne sager. Vil du sælge den alligevel?`,
  confirm: (title: string): string => `Vil du markere ${title} som solgt?`,
  noPrice: 'Gem ikke salgspris',
  sold: (title: string): string => `${title} er markeret som solgt.`,
  soldTitle: 'Bilen er solgt',
  failureTitle: 'Der skete en fejl...',
} as const;

/**
 * Spec part 1 §5 "Sell car": allowed only if 'do not save sales price' is set, or a sales price and a price type are
 * both chosen.
 */
export const maySell = (sale: { noPrice: boolean; price: number | null; isRetailPrice: boolean | null }): boolean =>
  sale.noPrice || (sale.price !== null && sale.isRetailPrice !== null);

type Step = { kind: 'checking' } | { kind: 'related'; cases: CasesByCar } | { kind: 'confirm' } | { kind: 'sold' };

/**
 * Selling a stock car (spec part 1 §4 "Sell car"): with the case function the car's open cases are fetched first and
 * a warning shows when there are any; then the confirmation with the sales price and its type (or no price); on
 * success the caller forgets the car and a dialog says it is sold, closing by itself after 5 s.
 */
export function SellCarFlow({
  user,
  car,
  onClose,
  onSold,
}: {
  user: CurrentUser;
  car: { Id: string; Title: string; Price: number | null };
  /** The flow ended (cancelled, failed or the sold dialog closed). */
  onClose: () => void;
  onSold: () => void;
}) {
  const checksCases = hasRoleFlag(user, 'case');
  const [step, setStep] = useState<Step>(checksCases ? { kind: 'checking' } : { kind: 'confirm' });
  const [noPrice, setNoPrice] = useState(false);
  const [price, setPrice] = useState<number | null>(car.Price);
  const [priceType, setPriceType] = useState<'retail' | 'other' | null>(null);
  // The caller's latest callback, without restarting the check or the dialog's timer when the caller renders again.
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!checksCases) return;
    let live = true;
    fetchCasesByCar(car.Id)
      .then((cases) => live && setStep(cases.Total > 0 ? { kind: 'related', cases } : { kind: 'confirm' }))
      .catch((error: unknown) => {
        if (!live) return;
        notifications.show({ color: 'red', title: SellCarMessages.failureTitle, message: error instanceof ApiError ? error.message : 'Der skete en fejl. Prøv igen.' });
        close();
      });
    return () => {
      live = false;
    };
  }, [checksCases, car.Id]);

  useEffect(() => {
    if (step.kind !== 'sold') return;
    const timer = setTimeout(() => close(), SOLD_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [step.kind]);

  const sale = { noPrice, price: noPrice ? null : price, isRetailPrice: noPrice || priceType === null ? null : priceType === 'retail' };
  const sell = useMutation({
    mutationFn: () => sellCar({ CarId: car.Id, SalesPrice: sale.price, IsRetailPrice: sale.isRetailPrice }),
    onSuccess: () => {
      onSold();
      setStep({ kind: 'sold' });
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: SellCarMessages.failureTitle, message: error instanceof ApiError ? error.message : 'Der skete en fejl. Prøv igen.' });
    },
  });

  if (step.kind === 'checking') return null;
  if (step.kind === 'related') {
    return (
      <Modal opened onClose={onClose} title={SellCarMessages.relatedTitle}>
        <Stack gap="sm">
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
            {SellCarMessages.related(step.cases.Total)}
          </Alert>
          <List size="sm">
            {step.cases.List.map((related) => (
              <List.Item key={related.Id}>
                Sag {related.Id}
                {related.CustomerName ? ` - ${related.CustomerName}` : ''} ({related.StatusText}
                {related.CaseManagerName ? `, ${related.CaseManagerName}` : ''})
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annuller
            </Button>
            <Button onClick={() => setStep({ kind: 'confirm' })}>Fortsæt</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  if (step.kind === 'sold') {
    return (
      <Modal opened onClose={onClose} title={SellCarMessages.soldTitle}>
        <Text size="sm">{SellCarMessages.sold(car.Title)}</Text>
      </Modal>
    );
  }
  return (
    <Modal opened onClose={onClose} title={SellCarMessages.title}>
      <Stack gap="sm">
        <Text size="sm">{SellCarMessages.confirm(car.Title)}</Text>
        <Checkbox label={SellCarMessages.noPrice} checked={noPrice} onChange={(event) => setNoPrice(event.currentTarget.checked)} />
        <MoneyInput label="Salgspris" value={price ?? ''} disabled={noPrice} onChange={(value) => setPrice(moneyValue(value))} />
        <Radio.Group label="Pristype" value={priceType} onChange={(value) => setPriceType(value as 'retail' | 'other')}>
          <Group gap="md" mt={4}>
            <Radio value="retail" label="Detailpris" disabled={noPrice} />
            <Radio value="other" label="Anden pris" disabled={noPrice} />
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annuller
          </Button>
          <Button color="green" disabled={!maySell(sale)} loading={sell.isPending} onClick={() => sell.mutate()}>
            Sælg bil
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
