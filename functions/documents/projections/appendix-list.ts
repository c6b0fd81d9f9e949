import { projection } from '../../platform/projection.ts';

/**
 * One row per live sales contract appendix, pk `sales-contract-appendix#<dealerId>`, sk the appendix id: what the
 * settings page lists and the document modals offer. A deleted appendix leaves a tombstone (filtered out on read).
 */
export interface AppendixRow extends Record<string, unknown> {
  Id: string;
  DealerId: string;
  Label: string;
  FileKey: string;
  Bytes: number;
  Pages: number;
  CreatedDate: string;
}

export const APPENDIX_LIST = 'sales-contract-appendix';
export const appendixListPartition = (dealerId: string): string => `${APPENDIX_LIST}#${dealerId}`;

export const appendixList = projection({
  name: APPENDIX_LIST,
  events: ['SalesContractAppendixUploaded', 'SalesContractAppendixDeleted'],
  evolve(_row: AppendixRow | undefined, event) {
    switch (event.type) {
      case 'SalesContractAppendixUploaded': {
        const { data } = event;
        return { Id: data.AppendixId, DealerId: data.DealerId, Label: data.Label, FileKey: data.FileKey, Bytes: data.Bytes, Pages: data.Pages, CreatedDate: event.meta.occurredAt };
      }
      case 'SalesContractAppendixDeleted':
        return null;
    }
  },
});
