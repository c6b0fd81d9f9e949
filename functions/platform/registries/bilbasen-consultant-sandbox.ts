import type { BilbasenConsultantRegistry } from './bilbasen-consultant.ts';

/** Sample consultants: dealers whose id ends in an odd digit have one, others none (so both answers can be seen). */
export const sandboxBilbasenConsultants: BilbasenConsultantRegistry = {
  async consultantOf(dealerId) {
    if (Number(dealerId.at(-1)) % 2 === 0) return undefined;
    return { Name: 'Karin Bilbasen', Email: 'karin.konsulent@bilbasen.example.dk', Phone: '70203040' };
  },
};
