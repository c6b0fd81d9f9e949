import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Typeahead } from './typeahead.tsx';

interface Person {
  Id: string;
  Name: string;
}

const renderTypeahead = (people: Person[]) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <Typeahead<Person>
          label="Find kunde"
          queryKey={['people']}
          search={async (text) => {
            const List = people.filter((person) => person.Name.includes(text));
            return { Total: List.length, List };
          }}
          idOf={(person) => person.Id}
          renderOption={(person) => person.Name}
          onPick={() => undefined}
        />
      </MantineProvider>
    </QueryClientProvider>,
  );

describe('a typeahead', () => {
  it('offers what the search finds as the options of its list', async () => {
    renderTypeahead([{ Id: '1', Name: 'Peter Hansen' }]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Find kunde' }), { target: { value: 'Peter' } });
    const results = await screen.findByRole('listbox', { name: 'Resultater: Find kunde' }, { timeout: 3_000 });
    expect(results.querySelectorAll('[role="option"]')).toHaveLength(1);
    expect(results.textContent).toContain('Peter Hansen');
  });

  it('tells that nothing was found beside the list, never as a list without options', async () => {
    renderTypeahead([{ Id: '1', Name: 'Peter Hansen' }]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Find kunde' }), { target: { value: 'Anne' } });
    expect((await screen.findByRole('status', {}, { timeout: 3_000 })).textContent).toBe('Ingen resultater');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
