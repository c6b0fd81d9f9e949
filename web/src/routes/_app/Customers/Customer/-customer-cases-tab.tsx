import { Alert, Anchor, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLink } from '@tanstack/react-router';
import { CASE_STATUS_LABELS, isCaseStatus } from '../../../../../../domain/cases/status.ts';
import { formatDate } from '../../../../../../domain/format.ts';
import { casesByCustomerQuery } from '@/features/cases/api/cases-by-customer.ts';
import type { CustomerCasesTabProps } from '@/features/customers/components/customer-page/customer-page.tsx';
import { ApiError } from '@/lib/api.ts';

const AnchorLink = createLink(Anchor);

/**
 * The customer page's 'Sager' tab: the customer's cases in the department (status, car, salesperson, last change),
 * each opening its case.
 */
export function CustomerCasesTab({ customerId }: CustomerCasesTabProps) {
  const cases = useQuery(casesByCustomerQuery(customerId));
  if (cases.isError) {
    return <Alert color="red">{cases.error instanceof ApiError ? cases.error.message : 'Sagerne kunne ikke hentes. Prøv igen.'}</Alert>;
  }
  if (!cases.data) return <Text size="sm">Henter sagerne...</Text>;
  if (cases.data.length === 0) return <Text size="sm">Kunden har ingen sager.</Text>;
  return (
    <Table striped highlightOnHover data-testid="customer-cases">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Sag</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Bil</Table.Th>
          <Table.Th>Sælger</Table.Th>
          <Table.Th>Ændret</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {cases.data.map((row) => (
          <Table.Tr key={row.Id}>
            <Table.Td>
              <AnchorLink to="/Cases/Case/$id" params={{ id: row.Id }}>
                Sag {row.Id}
              </AnchorLink>
            </Table.Td>
            <Table.Td>{isCaseStatus(row.Status) ? CASE_STATUS_LABELS[row.Status] : row.StatusText}</Table.Td>
            <Table.Td>{row.CarDescription ?? '–'}</Table.Td>
            <Table.Td>{row.CaseManagerName ?? '–'}</Table.Td>
            <Table.Td>{formatDate(row.ModifiedDate)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
