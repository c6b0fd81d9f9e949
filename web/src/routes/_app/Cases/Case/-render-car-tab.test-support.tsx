import { render } from '@testing-library/react';
import { useState } from 'react';
import type { SalesItem } from '../../../../../../events/cases.ts';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import type { CaseModel } from '@/features/cases/api/types.ts';
import { CarTab } from '@/features/cases/components/tabs/car-tab.tsx';
import { caseModel } from '@/test/case-fixtures.ts';
import { casePageSlots } from '../-slots.tsx';

/**
 * The case's car tab as the case page holds it: controlled, with the page's catalogue (and, when asked, its
 * vehicle-data tools); every change recorded.
 */
export const renderCarTab = (
  initial: SalesItem | null,
  options: { model?: CaseModel; showErrors?: boolean; allDepartments?: boolean; vehicleTools?: boolean } = {},
): (SalesItem | null)[] => {
  const changes: (SalesItem | null)[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <CarTab
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        model={options.model ?? caseModel({ SalesItem: initial })}
        readOnly={false}
        showErrors={options.showErrors ?? false}
        CatalogueModal={casePageSlots.CatalogueModal}
        allDepartments={options.allDepartments ?? false}
        VehicleTools={options.vehicleTools ? casePageSlots.CarVehicleTools : undefined}
      />
    );
  }
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <Harness />
    </AppProviders>,
  );
  return changes;
};
