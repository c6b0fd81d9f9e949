import { Alert, Loader, Modal, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatKr, toClientDate } from '../../../../../domain/format.ts';
import { ApiError } from '@/lib/api.ts';
import { bidsQuery } from '../api/get-bids.ts';

/** The bids list of the swap car (spec part 2 §3 "Bid entry", §7 `GET /api/Case/GetBids`). */
export function BidsModal({ carId, caseId, onClose }: { carId: string | null; caseId: string | null; onClose: () => void }) {
  return (
    <Modal opened={carId !== null} onClose={onClose} title="Bud på byttebilen" size="xl">
      {carId !== null && <BidsList carId={carId} caseId={caseId} />}
    </Modal>
  );
}

function BidsList({ carId, caseId }: { carId: string; caseId: string | null }) {
  const bids = useQuery(bidsQuery(carId, caseId));
  if (bids.isPending) return <Loader size="sm" aria-label="Henter bud" />;
  if (bids.isError) return <Alert color="red">{bids.error instanceof ApiError ? bids.error.message : 'Der skete en fejl. Prøv igen.'}</Alert>;
  if (bids.data.length === 0) return <Text size="sm">Der er ikke givet bud på bilen.</Text>;
  return (
    <Table striped aria-label="Bud">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Dato</Table.Th>
          <Table.Th>Sag</Table.Th>
          <Table.Th>Bil</Table.Th>
          <Table.Th>1. reg.</Table.Th>
          <Table.Th>Bud</Table.Th>
          <Table.Th>Givet af</Table.Th>
          <Table.Th>Afdeling</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {bids.data.map((bid) => (
          <Table.Tr key={bid.Id}>
            <Table.Td>{formatDate(bid.CreatedDate)}</Table.Td>
            <Table.Td>{bid.CaseId ?? ''}</Table.Td>
            <Table.Td>{bid.CarTitle}</Table.Td>
            <Table.Td>{toClientDate(bid.FirstRegistration)}</Table.Td>
            <Table.Td>{formatKr(bid.Price, 0)}</Table.Td>
            <Table.Td>{bid.CreatedByUserName}</Table.Td>
            <Table.Td>{bid.BranchName}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
