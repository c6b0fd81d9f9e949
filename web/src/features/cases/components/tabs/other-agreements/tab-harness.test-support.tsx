import { render } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import type { CaseModel } from '../../../api/types.ts';
import { caseModel } from '@/test/case-fixtures.ts';

interface TabProps<T> {
  value: T | null;
  onChange(next: T): void;
  model: CaseModel;
  readOnly: boolean;
  showErrors: boolean;
}

/** Renders a controlled case tab as the case page holds it: its value in state, every change recorded. */
export const renderTab = <T,>(Tab: ComponentType<TabProps<T>>, options: { value?: T | null; model?: CaseModel; showErrors?: boolean; readOnly?: boolean } = {}) => {
  const changes: T[] = [];
  function Holder() {
    const [value, setValue] = useState<T | null>(options.value ?? null);
    return (
      <Tab
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        model={options.model ?? caseModel()}
        readOnly={options.readOnly ?? false}
        showErrors={options.showErrors ?? false}
      />
    );
  }
  const view = render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <Holder />
    </AppProviders>,
  );
  return { ...view, changes, last: () => changes.at(-1) };
};
