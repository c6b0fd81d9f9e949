import type { CustomerInput } from '../domain/customers/customer.ts';

/**
 * The demo customers: per department 21 private customers and 4 business customers with Danish names, addresses in
 * real zip codes and towns near the department, 8-digit phone numbers and example.dk e-mail addresses. Made up:
 * no CPR numbers at all, and every CVR number fails the CVR modulus-11 check, so none is a real company's.
 * Deterministic, so that tests and screenshots can rely on it.
 */
export interface DemoCustomer {
  CustomerId: string;
  DealerId: string;
  Customer: CustomerInput;
}

interface Area {
  dealerId: string;
  /** Account managers: salespeople of the department (demo users). */
  accountManagers: string[];
  /** First two digits of the area's landline numbers. */
  landline: string[];
  towns: [zip: string, city: string][];
  streets: string[];
  companies: { name: string; type: 1 | 2 | 3 | 4; contact: [first: string, last: string, title: string] }[];
}

const AREAS: Area[] = [
  {
    dealerId: '101',
    accountManagers: ['5', '4'],
    landline: ['86', '87'],
    towns: [
      ['8000', 'Aarhus C'],
      ['8200', 'Aarhus N'],
      ['8210', 'Aarhus V'],
      ['8220', 'Brabrand'],
      ['8240', 'Risskov'],
      ['8260', 'Viby J'],
      ['8270', 'Højbjerg'],
      ['8300', 'Odder'],
      ['8361', 'Hasselager'],
      ['8381', 'Tilst'],
      ['8520', 'Lystrup'],
      ['8600', 'Silkeborg'],
      ['8660', 'Skanderborg'],
      ['8900', 'Randers C'],
      ['8450', 'Hammel'],
    ],
    streets: ['Frederiks Allé', 'Nørre Allé', 'Vesterbrogade', 'Jægergårdsgade', 'Skovvejen', 'Viborgvej', 'Grenåvej', 'Bakkegårdsvej', 'Egevej', 'Birkevej', 'Kirkevej', 'Lindevej', 'Rosenvænget', 'Søndergade', 'Møllevangen'],
    companies: [
      { name: 'Østjysk Tømrer & Snedker ApS', type: 2, contact: ['Anders', 'Bøgh', 'Indehaver'] },
      { name: 'Kattegat VVS og Blik A/S', type: 1, contact: ['Mette', 'Fabricius', 'Indkøbschef'] },
      { name: 'Brabrand Anlæg & Belægning I/S', type: 4, contact: ['Torben', 'Hvidberg', 'Partner'] },
      { name: 'Malerfirmaet Lykkegaard', type: 3, contact: ['Jesper', 'Lykkegaard', 'Ejer'] },
    ],
  },
  {
    dealerId: '102',
    accountManagers: ['10'],
    landline: ['98', '96'],
    towns: [
      ['9000', 'Aalborg'],
      ['9200', 'Aalborg SV'],
      ['9210', 'Aalborg SØ'],
      ['9220', 'Aalborg Øst'],
      ['9400', 'Nørresundby'],
      ['9230', 'Svenstrup J'],
      ['9260', 'Gistrup'],
      ['9310', 'Vodskov'],
      ['9370', 'Hals'],
      ['9520', 'Skørping'],
      ['9800', 'Hjørring'],
      ['9900', 'Frederikshavn'],
      ['9600', 'Aars'],
      ['9240', 'Nibe'],
    ],
    streets: ['Boulevarden', 'Vesterbro', 'Kastetvej', 'Vingårdsgade', 'Hasserisvej', 'Lindholmsvej', 'Thistedvej', 'Storegade', 'Algade', 'Kirkegade', 'Mølleparken', 'Skovbakken', 'Engvej', 'Fjordvej', 'Hedevej'],
    companies: [
      { name: 'Nordjysk Elservice ApS', type: 2, contact: ['Brian', 'Kjærsgaard', 'Servicechef'] },
      { name: 'Limfjordens Transport A/S', type: 1, contact: ['Susanne', 'Overgaard', 'Flådeansvarlig'] },
      { name: 'Himmerlands Tagdækning I/S', type: 4, contact: ['Kim', 'Bundgaard', 'Partner'] },
      { name: 'Vendsyssel Kloak & Entreprenør ApS', type: 2, contact: ['Lene', 'Thorup', 'Direktør'] },
    ],
  },
  {
    dealerId: '103',
    accountManagers: ['11'],
    landline: ['75', '76'],
    towns: [
      ['7100', 'Vejle'],
      ['7120', 'Vejle Øst'],
      ['7000', 'Fredericia'],
      ['6000', 'Kolding'],
      ['7080', 'Børkop'],
      ['7130', 'Juelsminde'],
      ['7140', 'Stouby'],
      ['7160', 'Tørring'],
      ['7300', 'Jelling'],
      ['7323', 'Give'],
      ['8700', 'Horsens'],
      ['7173', 'Vonge'],
    ],
    streets: ['Dæmningen', 'Nørregade', 'Vardevej', 'Horsensvej', 'Fredericiavej', 'Gormsvej', 'Grejsdalsvej', 'Strandgade', 'Prinsessegade', 'Skolegade', 'Tværvej', 'Bygaden', 'Højvangen', 'Kløvervænget', 'Ahornvej'],
    companies: [
      { name: 'Vejle Fjord Rengøring I/S', type: 4, contact: ['Dorthe', 'Kragelund', 'Partner'] },
      { name: 'Jelling Auto & Dæk A/S', type: 1, contact: ['Flemming', 'Ager', 'Værkstedschef'] },
      { name: 'Give Landbrugsservice ApS', type: 2, contact: ['Henning', 'Brandbyge', 'Direktør'] },
      { name: 'Tømrermester Rask Hedegaard', type: 3, contact: ['Rask', 'Hedegaard', 'Ejer'] },
    ],
  },
];

/** [first name, gender (1 man, 2 woman)]. */
const FIRST_NAMES: [string, 1 | 2][] = [
  ['Anne', 2], ['Søren', 1], ['Mette', 2], ['Rasmus', 1], ['Hanne', 2], ['Morten', 1], ['Kirsten', 2], ['Frederik', 1],
  ['Ida', 2], ['Mikkel', 1], ['Lone', 2], ['Niels', 1], ['Freja', 2], ['Emil', 1], ['Karen', 2], ['Jakob', 1],
  ['Sofie', 2], ['Martin', 1], ['Julie', 2], ['Anders', 1], ['Pia', 2], ['Christian', 1], ['Marianne', 2], ['Ole', 1],
  ['Tina', 2], ['Jonas', 1], ['Maja', 2], ['Bo', 1], ['Helle', 2], ['Troels', 1], ['Astrid', 2], ['Poul', 1],
  ['Signe', 2], ['Nikolaj', 1], ['Cecilie', 2], ['Esben', 1], ['Dorte', 2], ['Jørgen', 1], ['Lærke', 2], ['Bjarne', 1],
  ['Vibeke', 2], ['Asger', 1], ['Gitte', 2], ['Erik', 1], ['Trine', 2], ['Allan', 1], ['Rikke', 2], ['Claus', 1],
  ['Åse', 2], ['Oliver', 1], ['Malene', 2], ['Kristian', 1], ['Ulla', 2], ['Jeppe', 1],
];
const LAST_NAMES = [
  'Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Christensen', 'Larsen', 'Rasmussen', 'Jørgensen', 'Petersen', 'Madsen',
  'Kristensen', 'Olsen', 'Thomsen', 'Christiansen', 'Poulsen', 'Johansen', 'Møller', 'Knudsen', 'Jakobsen', 'Mikkelsen',
  'Frederiksen', 'Schmidt', 'Eriksen', 'Clausen', 'Simonsen', 'Svendsen', 'Andreasen', 'Iversen', 'Jeppesen', 'Nissen',
  'Lauridsen', 'Dahl', 'Skov', 'Thygesen', 'Bak', 'Ravn', 'Krogh', 'Winther', 'Lindberg', 'Bisgaard',
];
const MOBILE_PREFIXES = ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '30', '31', '40', '41', '42', '50', '51', '52', '53', '60', '61', '71', '81', '91', '93'];
const COMMENTS = [
  '',
  '',
  'Interesseret i elbil, vil gerne prøvekøre.',
  '',
  'Har en byttebil, ønsker vurdering.',
  '',
  'Ring efter kl. 16.',
  '',
  'Ønsker tilbud på finansiering.',
];

/** A deterministic sequence of pseudo-random numbers (a linear congruential generator). */
const numbers = (seed: number) => {
  let state = seed;
  return (below: number): number => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
};

const digits = (next: (below: number) => number, count: number): string =>
  Array.from({ length: count }, () => String(next(10))).join('');

/** ASCII for e-mail addresses: æ → ae, ø → oe, å → aa. */
const mailPart = (text: string): string =>
  text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .replace(/[^a-z0-9]+/g, '');

const CVR_WEIGHTS = [2, 7, 6, 5, 4, 3, 2, 1];
/** A CVR number's modulus-11 check: real CVR numbers pass it, demo numbers must not. */
export const passesCvrCheck = (cvr: string): boolean =>
  /^\d{8}$/.test(cvr) && [...cvr].reduce((sum, digit, index) => sum + Number(digit) * CVR_WEIGHTS[index]!, 0) % 11 === 0;

const fakeCvr = (next: (below: number) => number): string => {
  for (;;) {
    const cvr = `${1 + next(9)}${digits(next, 7)}`;
    if (!passesCvrCheck(cvr)) return cvr;
  }
};

const CPR_WEIGHTS = [4, 3, 2, 7, 6, 5, 4, 3, 2, 1];
/** The old CPR modulus-11 check: the numbers of people born before 2007 pass it; demo numbers must not. */
export const passesCprCheck = (cpr: string): boolean =>
  /^\d{10}$/.test(cpr) && [...cpr].reduce((sum, digit, index) => sum + Number(digit) * CPR_WEIGHTS[index]!, 0) % 11 === 0;

/**
 * A made-up CPR number for demo customer `id` (born 1950-1999), derived from the id alone so that the rest of the demo
 * data stays as it was; it fails the modulus-11 check, as no number of a person of that age does.
 */
export const fakeCpr = (id: number): string => {
  const birth = `${String(1 + ((id * 7) % 28)).padStart(2, '0')}${String(1 + ((id * 5) % 12)).padStart(2, '0')}${String(50 + ((id * 3) % 50))}`;
  for (let serial = 1000 + ((id * 37) % 8000); ; serial += 1) {
    const cpr = `${birth}${serial}`;
    if (!passesCprCheck(cpr)) return cpr;
  }
};

const PRIVATE_PER_AREA = 21;

export const buildDemoCustomers = (): DemoCustomer[] => {
  const customers: DemoCustomer[] = [];
  let id = 0;
  AREAS.forEach((area, areaIndex) => {
    const next = numbers(7_919 * (areaIndex + 1));
    const phone = (landline: boolean): string =>
      `${landline ? area.landline[next(area.landline.length)] : MOBILE_PREFIXES[next(MOBILE_PREFIXES.length)]}${digits(next, 6)}`;
    const place = () => {
      const [ZipCode, City] = area.towns[next(area.towns.length)]!;
      return { Street: area.streets[next(area.streets.length)]!, StreetNumber: String(1 + next(120)), ZipCode, City };
    };
    for (let n = 0; n < PRIVATE_PER_AREA; n += 1) {
      id += 1;
      const [FirstName, Gender] = FIRST_NAMES[(n * 5 + areaIndex * 17) % FIRST_NAMES.length]!;
      const LastName = LAST_NAMES[(n * 7 + areaIndex * 11) % LAST_NAMES.length]!;
      const hasLandline = n % 4 === 1;
      const noMobile = n % 9 === 4 && hasLandline;
      customers.push({
        CustomerId: String(id),
        DealerId: area.dealerId,
        Customer: {
          IsBusiness: false,
          FirstName,
          LastName,
          // Most private customers have given their CPR number (shown masked without the CPR function).
          Cpr: n % 3 === 2 ? '' : fakeCpr(id),
          ...place(),
          CoOrAtt: n === 13 ? 'Lene Nygaard' : '',
          Country: 'Danmark',
          Phone: hasLandline ? phone(true) : '',
          CellPhone: noMobile ? '' : phone(false),
          Email: n % 6 === 5 ? '' : `${mailPart(FirstName)}.${mailPart(LastName)}@example.dk`,
          Category: n % 5 === 2 || n % 5 === 4 ? 0 : 1,
          Comment: COMMENTS[n % COMMENTS.length]!,
          AccountManagerId: n % 7 === 6 ? null : area.accountManagers[n % area.accountManagers.length]!,
          Gender,
          KmPrYear: n % 3 === 0 ? null : 10_000 + 2_500 * next(9),
          SwapFrequency: n % 4 === 0 ? null : 2 + next(5),
          DriversLicenseNumber: '',
        },
      });
    }
    area.companies.forEach((company, n) => {
      id += 1;
      const [first, last, title] = company.contact;
      const domain = `${mailPart(company.name).slice(0, 20)}.example.dk`;
      customers.push({
        CustomerId: String(id),
        DealerId: area.dealerId,
        Customer: {
          IsBusiness: true,
          CompanyName: company.name,
          CompanyType: company.type,
          Cvr: fakeCvr(next),
          ...place(),
          Country: 'Danmark',
          Phone: phone(true),
          CellPhone: phone(false),
          Email: `kontakt@${domain}`,
          Category: n === 3 ? 0 : 1,
          Comment: n === 0 ? 'Flådeaftale: 4 varebiler udskiftes i foråret.' : '',
          AccountManagerId: area.accountManagers[0]!,
          DecisionMaker: {
            FirstName: first,
            LastName: last,
            Title: title,
            Gender: FIRST_NAMES.find(([name]) => name === first)?.[1] ?? 0,
            Phone: '',
            CellPhone: phone(false),
            Email: `${mailPart(first)}@${domain}`,
          },
        },
      });
    });
  });
  return customers;
};

export const demoCustomers: DemoCustomer[] = buildDemoCustomers();
