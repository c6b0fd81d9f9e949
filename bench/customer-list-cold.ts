/**
 * The customer list's cold read in one process: a department's compact copy decoded and its first page served, as a
 * cold container does after reading the copy (no database: the copy is made here). `npx tsx bench/customer-list-cold.ts [customers]`
 */
import { emptyPartition, loadedInto, pack, unpackColumns } from '../functions/platform/list-engine.ts';
import { customerListEngine, customerFilter, type StoredOverviewRow } from '../functions/customers/customer-list-search.ts';

const count = Number(process.argv[2] ?? 100_000);
const FIRST = ['Anders', 'Bo', 'Åse', 'Søren', 'Mette', 'Lars', 'Jens', 'Hanne', 'Ørsted', 'Pia'];
const LAST = ['Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Jørgensen'];
const CITIES = ['Aarhus C', 'Åbyhøj', 'Viby J', 'Ølstykke', 'Odense', 'Vejle'];
const MAKES = [['VW', 'Golf'], ['Škoda', 'Octavia'], ['Toyota', 'Yaris'], ['Ford', 'Focus']] as const;
const rows: StoredOverviewRow[] = [];
for (let id = 1; id <= count; id += 1) {
  const name = `${FIRST[id % 10]} ${LAST[(id * 7) % 10]} ${id % 997}`;
  const city = CITIES[id % CITIES.length]!;
  rows.push({
    Id: `customer#${id}`, Kind: 'customer', CustomerId: String(id), DealerId: '101', IsBusiness: id % 5 === 0, Category: id % 3 === 0 ? 0 : 1,
    Name: name, Address: `Vestergade ${id % 200}`, ZipCode: String(8000 + (id % 300)), City: city, Phone: '', CellPhone: String(20_000_000 + id),
    Email: `kunde${id}@example.dk`, AccountManagerId: id % 4 === 0 ? '5' : null, CreatedDate: '2026-01-01T10:00:00.000Z',
    ModifiedDate: `2026-02-${String(1 + (id % 28)).padStart(2, '0')}T10:${String(id % 60).padStart(2, '0')}:00.000Z`,
    SearchText: `${name} vestergade ${id % 200} ${8000 + (id % 300)} ${city} ${20_000_000 + id} kunde${id}@example.dk`.toLowerCase(), lastVersion: 1 + (id % 5),
  });
  if (id % 2 === 0) {
    const [make, model] = MAKES[id % 4]!;
    rows.push({ Id: `customer-car#${id}`, Kind: 'customer-car', CustomerId: String(id), DealerId: '101', CarTitle: `${make} ${model}`, RegistrationNumber: `AB${10_000 + id}`, Make: make, Model: model, CreatedDate: '2026-03-01T10:00:00.000Z', lastVersion: 1 } as StoredOverviewRow);
  }
}
const shape = customerListEngine().reader.shape;
const packed = pack(shape.fields, shape.orderCopy!(rows), shape.searchFields);
const context = { branches: new Map([['101', 'Aarhus']]) };

const cold = async () => {
  const started = performance.now();
  const decoded = unpackColumns(packed);
  const held = emptyPartition<StoredOverviewRow>();
  loadedInto(held, decoded, { ordered: true, fromFeed: [] });
  const engine = customerListEngine({ source: { partition: () => Promise.resolve(held), clear: () => undefined } });
  const first = await engine.search({ dealerIds: ['101'], context, page: { offset: 0, count: 50 } });
  const coldMs = performance.now() - started;
  const warmStart = performance.now();
  await engine.search({ dealerIds: ['101'], context, page: { offset: 0, count: 50 } });
  const warmMs = performance.now() - warmStart;
  const textStart = performance.now();
  const text = await engine.search({ dealerIds: ['101'], context, filter: customerFilter({ FreeText: 'jensen golf' }), page: { offset: 0, count: 50 } });
  const firstTextMs = performance.now() - textStart;
  const text2Start = performance.now();
  await engine.search({ dealerIds: ['101'], context, filter: customerFilter({ FreeText: 'søren 8123' }), page: { offset: 0, count: 50 } });
  const textMs = performance.now() - text2Start;
  return { coldMs, warmMs, firstTextMs, textMs, total: first.total, textTotal: text.total, firstName: first.rows[0]?.Name };
};

const runs: Awaited<ReturnType<typeof cold>>[] = [];
for (let run = 0; run < 9; run += 1) runs.push(await cold());
const median = (of: typeof runs, key: 'coldMs' | 'warmMs' | 'firstTextMs' | 'textMs') => of.map((run) => run[key]).sort((a, b) => a - b)[4]!.toFixed(0);
const line = (of: typeof runs) =>
  `cold read + first page ${median(of, 'coldMs')} ms; warm page ${median(of, 'warmMs')} ms; first free text ${median(of, 'firstTextMs')} ms; free text ${median(of, 'textMs')} ms`;
console.log(`${count} customers, copy ${packed.length} bytes; totals ${runs[0]!.total}/${runs[0]!.textTotal}, first ${runs[0]!.firstName} (medians of 9)`);
console.log(line(runs));
