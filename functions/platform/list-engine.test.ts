import { describe, expect, it } from 'vitest';
import { copiedCursor, emptyPartition, ListEngine, loadedInto, mergedInto, pack, rowsOfCopy, standingRow, unpackColumns, type HeldPartition, type ListDeclaration, type ListRow } from './list-engine.ts';

/** A copy's rows whole, in the order they were packed. */
const unpack = <T extends ListRow>(packed: Buffer): T[] => [...rowsOfCopy<T>(unpackColumns(packed)).values()];

/**
 * A list declared to the engine: orders (stored `order#<id>`) with their lines (stored `line#<id>`, joined from the same
 * partition), and the names of their buyers read from elsewhere, for every row (searched and sorted by) or for the
 * page only.
 */
interface Stored {
  Id: string;
  lastVersion: number;
  Deleted?: true;
  DealerId: string;
  Kind: 'order' | 'line';
  OrderId?: string;
  Title?: string;
  BuyerId?: string;
  Amount?: number;
}
interface Listed {
  Id: string;
  DealerId: string;
  Title: string;
  BuyerId: string;
  Lines: number[];
  Buyer?: string | null;
  Note?: string;
}
type Sort = 'Title' | 'Total' | 'Buyer' | 'Department';
interface Context {
  departments: ReadonlyMap<string, string>;
}

const order = (id: number, title: string, dealerId = '101', buyerId = '') => ({ Id: `order#${id}`, lastVersion: 1, DealerId: dealerId, Kind: 'order', Title: title, BuyerId: buyerId }) as Stored;
const line = (id: number, orderId: number, amount: number, dealerId = '101', lastVersion = 1) => ({ Id: `line#${id}`, lastVersion, DealerId: dealerId, Kind: 'line', OrderId: String(orderId), Amount: amount }) as Stored;

const buyers = new Map([
  ['7', 'Østergaard'],
  ['8', 'Andersen'],
]);
const reads: string[][] = [];

const declaration = (buyerJoin: 'all' | 'page'): ListDeclaration<Stored, Listed, Sort, Context> => ({
  partition: (dealerId) => `orders#${dealerId}`,
  shape: { fields: ['Id', 'lastVersion', 'Deleted', 'DealerId', 'Kind', 'OrderId', 'Title', 'BuyerId', 'Amount'] },
  listed: (row) => (row.Kind === 'order' ? { Id: row.Id.slice('order#'.length), DealerId: row.DealerId, Title: row.Title ?? '', BuyerId: row.BuyerId ?? '', Lines: [] } : undefined),
  joins: {
    partition: {
      belongsTo: (row) => (row.Kind === 'line' ? `order#${row.OrderId}` : undefined),
      attach: (listed, lines) => ({ ...listed, Lines: lines.map((each) => each.Amount ?? 0).sort((a, b) => a - b) }),
    },
    readers: [
      {
        read: (rows) => {
          reads.push(rows.map((row) => row.Id));
          return Promise.resolve(buyers);
        },
        attach: (row, found: Map<string, string>) => ({ ...row, Buyer: found.get(row.BuyerId) ?? null }),
        to: buyerJoin,
      },
    ],
  },
  sorts: {
    Title: { value: (row) => row.Title },
    Total: { value: (row) => row.Lines.reduce((sum, amount) => sum + amount, 0) },
    Buyer: { value: (row) => row.Buyer },
    Department: { department: (dealerId, context) => context.departments.get(dealerId) },
  },
  defaultSort: 'Title',
  ties: ['Title'],
  tiesFollowDirection: true,
  blanks: 'last',
});

const rows = [order(1, 'Æbler'), order(2, 'Bananer', '101', '7'), line(10, 2, 30), line(11, 2, 5), order(3, 'aaleruser', '101', '8'), order(4, ''), line(12, 9, 100), order(5, 'Citroner', '102'), line(13, 5, 1, '102')];
const departments = { departments: new Map([['101', 'Vejle'], ['102', 'Aalborg']]) };

const engineOver = (buyerJoin: 'all' | 'page', byPartition: Map<string, HeldPartition<Stored>>) =>
  new ListEngine(declaration(buyerJoin), { source: { partition: (partition) => Promise.resolve(byPartition.get(partition) ?? emptyPartition()), clear: () => undefined } });
const heldOf = (list: readonly Stored[]) => {
  const byPartition = new Map<string, HeldPartition<Stored>>();
  for (const dealerId of ['101', '102']) {
    const held = emptyPartition<Stored>();
    loadedInto(held, new Map(list.filter((row) => row.DealerId === dealerId).map((row) => [row.Id, row])));
    byPartition.set(`orders#${dealerId}`, held);
  }
  return byPartition;
};
const ids = (listed: readonly Listed[]) => listed.map((row) => row.Id);

describe('a list declared to the engine', () => {
  it('joins the rows of its own partition to the row they belong to, and lists a row only joined nowhere', async () => {
    const engine = engineOver('page', heldOf(rows));
    const listed = await engine.rowsOf(['101']);
    expect(ids(listed).sort()).toEqual(['1', '2', '3', '4']);
    expect(listed.find((row) => row.Id === '2')).toMatchObject({ Lines: [5, 30] });
    // A line whose order has not come yet is held, and joined when it comes.
    const byPartition = heldOf(rows);
    const late = engineOver('page', byPartition);
    await late.rowsOf(['101']);
    mergedInto(byPartition.get('orders#101')!, [order(9, 'Dadler'), line(11, 9, 7, '101', 2)]);
    const now = await late.rowsOf(['101']);
    expect(now.find((row) => row.Id === '9')).toMatchObject({ Lines: [7, 100] });
    expect(now.find((row) => row.Id === '2')).toMatchObject({ Lines: [30] });
  });

  it('attaches what a reader supplies to every row before filtering and sorting, or to the page shown only', async () => {
    reads.length = 0;
    const everyRow = engineOver('all', heldOf(rows));
    const byBuyer = await everyRow.search({ dealerIds: ['101'], sort: 'Buyer', filter: (row) => row.Buyer !== 'Andersen', context: departments });
    expect(ids(byBuyer.rows)).toEqual(['2', '1', '4']);
    expect(byBuyer.rows[0]).toMatchObject({ Buyer: 'Østergaard' });
    expect(reads[0]?.sort()).toEqual(['1', '2', '3', '4']);

    reads.length = 0;
    const pageOnly = engineOver('page', heldOf(rows));
    const page = await pageOnly.search({ dealerIds: ['101'], page: { offset: 1, count: 2 }, context: departments });
    expect(page.total).toBe(4);
    expect(ids(page.rows)).toEqual(['1', '3']);
    expect(reads).toEqual([['1', '3']]);
    expect(page.rows.map((row) => row.Buyer)).toEqual([null, 'Andersen']);
  });

  it("gives the departments' rows in an order of their own fields before any reader joins them, and joins only the rows asked for", async () => {
    reads.length = 0;
    const engine = engineOver('all', heldOf(rows));
    const own = await engine.ownRowsOf(['101', '102'], 'Title');
    expect(ids(own)).toEqual(['2', '5', '1', '3', '4']);
    expect(own.map((row) => row.Buyer)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(reads).toEqual([]);
    const joined = await engine.joinRows(own.slice(0, 1), departments);
    expect(joined).toMatchObject([{ Id: '2', Buyer: 'Østergaard', Lines: [5, 30] }]);
    expect(reads).toEqual([['2']]);
    // The order is kept between calls, and follows a change.
    const byPartition = heldOf(rows);
    const changing = engineOver('all', byPartition);
    await changing.ownRowsOf(['101'], 'Title');
    mergedInto(byPartition.get('orders#101')!, [order(6, 'Abrikoser')]);
    expect(ids(await changing.ownRowsOf(['101'], 'Title'))).toEqual(['6', '2', '1', '3', '4']);
  });

  it("sorts in the one Danish order ('aa' as 'å', blanks where the list puts them), by department, and reverses the whole order descending", async () => {
    const engine = engineOver('page', heldOf(rows));
    const search = (sort: Sort, direction: 'asc' | 'desc' = 'asc') => engine.search({ dealerIds: ['101', '102'], sort, direction, context: departments });
    expect(ids((await search('Title')).rows)).toEqual(['2', '5', '1', '3', '4']);
    expect(ids((await search('Title', 'desc')).rows)).toEqual(['4', '3', '1', '5', '2']);
    expect(ids((await search('Total')).rows)).toEqual(['1', '3', '4', '5', '2']);
    // Aalborg ('aa' as 'å') after Vejle; within a department by title.
    expect(ids((await search('Department')).rows)).toEqual(['2', '1', '3', '4', '5']);
  });

  it('keeps its copy in its default order, and a cold engine reading it lists what the whole partition lists', async () => {
    const engine = engineOver('page', heldOf(rows));
    const copied = unpack<Stored>(pack(engine.reader.shape.fields, engine.reader.shape.orderCopy!(rows.filter((row) => row.DealerId === '101'))));
    expect(copied.filter((row) => row.Kind === 'order').map((row) => row.Title)).toEqual(['Bananer', 'Æbler', 'aaleruser', '']);
    const fromCopy = emptyPartition<Stored>();
    loadedInto(fromCopy, new Map(copied.map((row) => [row.Id, row])), { ordered: true, fromFeed: [] });
    const cold = engineOver('page', new Map([['orders#101', fromCopy]]));
    expect((await cold.search({ dealerIds: ['101'], context: departments })).rows).toEqual((await engine.search({ dealerIds: ['101'], context: departments })).rows);
  });

  it("answers a cold engine's first pages in the default order off its copy, walked only to the page's end", async () => {
    const many = Array.from({ length: 40 }, (_, n) => [order(100 + n, `Vare ${String(n).padStart(2, '0')}`), ...(n % 3 === 0 ? [line(500 + n, 100 + n, n), line(600 + n, 100 + n, 1)] : [])]).flat();
    const department = [...rows.filter((row) => row.DealerId === '101'), ...many];
    const engine = engineOver('page', heldOf(department));
    let listedCalls = 0;
    const counting = declaration('page');
    const cold = () => {
      const held = emptyPartition<Stored>();
      loadedInto(held, unpackColumns(pack(engine.reader.shape.fields, engine.reader.shape.orderCopy!(department))), { ordered: true, fromFeed: [] });
      return new ListEngine<Stored, Listed, Sort, Context>(
        { ...counting, listed: (row) => ((listedCalls += 1), counting.listed(row)) },
        { source: { partition: () => Promise.resolve(held), clear: () => undefined } },
      );
    };
    for (const page of [{ offset: 0, count: 5 }, { offset: 9, count: 7 }, { offset: 40, count: 50 }, { offset: 60, count: 5 }]) {
      listedCalls = 0;
      const fromCopy = await cold().search({ dealerIds: ['101'], context: departments, page });
      expect(fromCopy, JSON.stringify(page)).toEqual(await engine.search({ dealerIds: ['101'], context: departments, page }));
      // Only the rows up to the page's end are listed, of 44 orders in all.
      expect(listedCalls).toBe(page.offset < 44 ? Math.min(page.offset + page.count, 44) : 0);
    }
    // Another order, or a filter, lists the department; its pages are the whole partition's.
    const after = cold();
    await after.search({ dealerIds: ['101'], context: departments, page: { offset: 0, count: 5 } });
    const filter = (row: Listed) => row.Lines.length > 0;
    expect(await after.search({ dealerIds: ['101'], context: departments, filter, page: { offset: 2, count: 3 } })).toEqual(await engine.search({ dealerIds: ['101'], context: departments, filter, page: { offset: 2, count: 3 } }));
    expect(await after.search({ dealerIds: ['101'], context: departments, direction: 'desc', page: { offset: 0, count: 4 } })).toEqual(await engine.search({ dealerIds: ['101'], context: departments, direction: 'desc', page: { offset: 0, count: 4 } }));
  });

  it("reads a copy's rows in any order, one at a time or all at once, as they were packed", () => {
    const packed = Array.from({ length: 5_000 }, (_, at) => ({ Id: `row#${at}`, Title: at % 3 === 0 ? undefined : `Række ${at}`, Note: at % 7 === 0 ? '' : `ø${at}`, lastVersion: 1 }));
    const copy = pack(['Id', 'Title', 'Note'], packed);
    const fields = (row: { Id: string; Title?: string; Note?: string }) => ({ Id: row.Id, Title: row.Title, Note: row.Note });
    for (const at of [7, 3, 3, 0, 4_999, 12, 2_000]) expect(fields(copiedCursor(unpackColumns(copy), at))).toEqual(fields(packed[at]!));
    const columns = unpackColumns(copy);
    const kept = standingRow(copiedCursor<(typeof packed)[number]>(columns, 42));
    expect([4_998, 1, 4_999, 0].map((at) => fields(copiedCursor(columns, at)))).toEqual([4_998, 1, 4_999, 0].map((at) => fields(packed[at]!)));
    expect(fields(kept)).toEqual(fields(packed[42]!));
    expect(unpack<(typeof packed)[number]>(copy).map(fields)).toEqual(packed.map(fields));
  });

  it('keeps every text of a copy as written, Danish letters and letters beyond them (Škoda, Łódź) alike', () => {
    const texts = ['Ærø Ålborg øst', 'škoda octavia', 'Łódź', 'Søren 🚗', 'Müller ½'];
    const rows = Array.from({ length: 300 }, (_, at) => ({
      Id: `row#${at}`,
      Title: `${texts[at % texts.length]} ${at}`,
      Make: at % 2 === 0 ? 'Škoda' : 'Ærø Biler',
      Tags: at % 3 === 0 ? ['ø', 'Š'] : ['å'],
      Note: `æøå ${at}`,
      SearchText: at % 50 === 0 ? `škoda ${at}` : `søren ${at}`,
      lastVersion: 1,
    }));
    const fields = ['Id', 'Title', 'Make', 'Tags', 'Note', 'SearchText', 'lastVersion'];
    expect(unpack<(typeof rows)[number]>(pack(fields, rows, ['SearchText']))).toEqual(rows);
  });
});
