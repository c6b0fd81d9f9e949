import { Anchor, Group, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { AD_TYPE_LABELS } from '../../../../../../domain/cars/car.ts';
import { CarMessages } from '../../../../../../domain/cars/messages.ts';
import { confirmAction } from '@/components/confirm.tsx';
import { ApiError } from '@/lib/api.ts';
import { reloadCar } from '../../api/get-car-details.ts';
import { setAdvertising } from '../../api/set-advertising.ts';

const labelOf = (adType: number | null | undefined): string | null =>
  adType === null || adType === undefined ? null : (AD_TYPE_LABELS[adType as keyof typeof AD_TYPE_LABELS] ?? null);

/**
 * The car's ad type (spec part 1 §2, §3, §4): Discount, Standard or Plus, changed after a confirmation since the ad
 * changes with it. One set by an advertising rule cannot be changed here: it is locked, and a tooltip says a rule set
 * it. `focused`: the page was opened to choose the ad package (`#/selectadpackage`), so the choice takes the focus.
 */
export function AdTypeChoice({
  carId,
  adType,
  setByRule,
  disabled,
  onChanged,
  focused = false,
}: {
  carId: string;
  adType: number | null | undefined;
  setByRule: boolean;
  disabled: boolean;
  onChanged: () => void;
  focused?: boolean;
}) {
  const queryClient = useQueryClient();
  const choice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = choice.current;
    if (!focused || !element) return;
    element.scrollIntoView?.({ block: 'center' });
    const option = element.querySelector<HTMLInputElement>('input:checked:not(:disabled)') ?? element.querySelector<HTMLInputElement>('input:not(:disabled)');
    (option ?? element).focus();
  }, [focused]);
  const change = useMutation({
    mutationFn: (next: number) => setAdvertising(carId, next),
    onSuccess: async (reply) => {
      await reloadCar(queryClient, carId, reply.version);
      onChanged();
    },
    onError: (error) =>
      notifications.show({ color: 'red', title: 'Der skete en fejl...', message: error instanceof ApiError ? error.message : 'Der skete en fejl. Prøv igen.' }),
  });
  const choose = (next: number): void => {
    void confirmAction(CarMessages.adTypeChangeTitle, CarMessages.adTypeChange(labelOf(adType), labelOf(next) ?? '')).then((yes) => {
      if (yes) change.mutate(next);
    });
  };
  const control = (
    <SegmentedControl
      aria-label="Annoncetype"
      size="xs"
      fullWidth
      disabled={disabled || setByRule || change.isPending}
      value={adType === null || adType === undefined ? '' : String(adType)}
      onChange={(value) => choose(Number(value))}
      data={Object.entries(AD_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
    />
  );
  return (
    <Stack gap={4} ref={choice} tabIndex={-1} component="section" aria-label="Annoncetype">
      <Group justify="space-between" gap="xs">
        <Group gap={4}>
          <Text size="sm" fw={500}>
            Annoncetype
          </Text>
          {setByRule && (
            <Tooltip label={CarMessages.adTypeSetByRule} withArrow>
              <IconLock size={14} aria-label={CarMessages.adTypeSetByRule} role="img" />
            </Tooltip>
          )}
        </Group>
        <Anchor href="/Advertising/rules" size="xs">
          Annonceringsregler
        </Anchor>
      </Group>
      {setByRule ? (
        <Tooltip label={CarMessages.adTypeSetByRule} withArrow>
          <div>{control}</div>
        </Tooltip>
      ) : (
        control
      )}
    </Stack>
  );
}
