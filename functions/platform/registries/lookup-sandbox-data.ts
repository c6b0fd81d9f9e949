import type { BusinessLookupResult, LookupGender, PersonLookupResult } from '../../../domain/customers/lookup.ts';

/**
 * The sample people and companies the sandbox person register (CPR), phone directory and business register (CVR)
 * answer from. One list for all three, so the registers agree: a person's phone number finds the same person the CPR
 * number does, and a company's phone number the same company its CVR number does. Invented people at real Danish zip
 * codes (all in the sandbox zip code register); the CPR numbers are made up and follow the register's rule that the
 * last digit is odd for men and even for women.
 *
 * Numbers that make a register fail as the spec's screens must handle (`SANDBOX_LOOKUP_NUMBERS`):
 * - CPR `0101009990` the register is down, `0101009991` it never answers (the time limit answers), `0101009992` the
 *   person has name and address protection (403); any other number not below is unknown (404).
 * - Phone `99999990` down, `99999991` never answers; any other number not below is unknown.
 * - CVR `99999990` down, `99999991` never answers; business phone numbers likewise.
 * - CPR `1207431238` (Poul Erik Mortensen) has status 90: deceased.
 */
export const SANDBOX_LOOKUP_NUMBERS = {
  cpr: { unknown: '0101700000', down: '0101009990', hangs: '0101009991', protected: '0101009992', deceased: '1207431238' },
  phone: { unknown: '99999999', down: '99999990', hangs: '99999991' },
  cvr: { unknown: '99999999', down: '99999990', hangs: '99999991' },
} as const;

type PersonRow = readonly [
  cpr: string,
  firstName: string,
  lastName: string,
  street: string,
  streetNumber: string,
  zipCodeCity: string,
  cellPhone: string,
  phone: string,
  coOrAtt?: string,
  status?: number,
];

/** Status 1: resident in Denmark; 90: deceased. */
const RESIDENT = 1;

const PEOPLE: readonly PersonRow[] = [
  ['0403721234', 'Mette', 'Kjær Nielsen', 'Randersvej', '112', '8200 Aarhus N', '22451287', ''],
  ['1508651457', 'Lars', 'Holm Jensen', 'Viborgvej', '45, 2. tv.', '8210 Aarhus V', '40127733', '86154420'],
  ['2211804416', 'Sofie', 'Andersen', 'Jægergårdsgade', '88, 1. th.', '8000 Aarhus C', '31567890', ''],
  ['0709591873', 'Henrik', 'Pedersen', 'Skanderborgvej', '210', '8260 Viby J', '23984511', '86297711'],
  ['3001904562', 'Emma', 'Christensen', 'Silkeborgvej', '17', '8000 Aarhus C', '52841166', ''],
  ['1912771035', 'Mads', 'Rasmussen', 'Grenåvej', '301', '8240 Risskov', '26113408', ''],
  ['0506686620', 'Hanne', 'Sørensen', 'Oddervej', '64', '8270 Højbjerg', '20877542', '86272230'],
  ['2404851479', 'Jonas', 'Møller Larsen', 'Bygaden', '9', '8220 Brabrand', '61424318', ''],
  ['1102631588', 'Bent', 'Olsen', 'Hobrovej', '430', '9200 Aalborg SV', '40882216', '98187715'],
  ['2708924728', 'Ida', 'Thomsen', 'Boulevarden', '21, 3.', '9000 Aalborg', '27640935', ''],
  ['1405703321', 'Kim', 'Poulsen', 'Sohngårdsholmsvej', '52', '9000 Aalborg', '21336754', ''],
  ['0812874902', 'Camilla', 'Johansen', 'Lindholm Brygge', '31', '9400 Nørresundby', '53719024', ''],
  ['1703581149', 'Jørgen', 'Knudsen', 'Humlebakken', '7', '9210 Aalborg SØ', '40561893', '98145502'],
  ['2910954286', 'Freja', 'Mikkelsen', 'Vestergade', '33', '7100 Vejle', '28194670', ''],
  ['0301641717', 'Ole', 'Frederiksen', 'Horsensvej', '120', '7100 Vejle', '23457781', '75821904'],
  ['1609826564', 'Louise', 'Jakobsen', 'Vindinggade', '14', '7100 Vejle', '60473318', ''],
  ['0211753395', 'Anders', 'Kristensen', 'Fredericiavej', '71', '7120 Vejle Øst', '29840056', ''],
  ['2503681912', 'Susanne', 'Dahl', 'Kongensgade', '45', '6700 Esbjerg', '40394412', '75126683', 'c/o Birthe Dahl'],
  ['1306891259', 'Rasmus', 'Lund', 'Storegade', '102', '6705 Esbjerg Ø', '25603347', ''],
  ['0707612844', 'Birgit', 'Madsen', 'Østerbrogade', '150, 4. tv.', '2100 København Ø', '30412288', ''],
  ['2102931351', 'Mikkel', 'Schmidt', 'Nørrebrogade', '66B, st.', '2200 København N', '52904471', ''],
  ['1811764468', 'Trine', 'Eriksen', 'Kongensgade', '8', '5000 Odense C', '26781190', '66114438'],
  ['0905671595', 'Niels', 'Bach', 'Vestergade', '19', '8600 Silkeborg', '40219963', '86823315'],
  ['2612884822', 'Julie', 'Mortensen', 'Søndergade', '41', '8700 Horsens', '42357716', ''],
  ['0310731677', 'Søren', 'Vestergaard', 'Bredgade', '27', '7400 Herning', '21970054', '97122047'],
  ['1501971702', 'Maria', 'Iversen', 'Vestergade', '5', '8900 Randers C', '61538842', ''],
  ['2008651155', 'Peter', 'Hansen', 'Rosensgade', '12', '8300 Odder', '24156609', '86541233'],
  ['0604802248', 'Anne', 'Hansen', 'Rosensgade', '12', '8300 Odder', '24156610', ''],
  ['1207431238', 'Poul Erik', 'Mortensen', 'Skovvejen', '4', '8000 Aarhus C', '', '86130417', '', 90],
  ['3105995027', 'Emil', 'Nørgaard', 'Nørregade', '55', '8000 Aarhus C', '50318826', ''],
  ['1903836340', 'Katrine', 'Bertelsen', 'Hasselager Allé', '9', '8260 Viby J', '28674430', ''],
  ['0802607563', 'Erik', 'Skov', 'Aalborgvej', '88', '8900 Randers C', '', '86421178'],
];

const genderOf = (cpr: string): LookupGender => (Number(cpr.at(-1)) % 2 === 1 ? 1 : 2);

export const SANDBOX_PEOPLE: readonly PersonLookupResult[] = PEOPLE.map(
  ([cpr, firstName, lastName, street, streetNumber, zipCodeCity, cellPhone, phone, coOrAtt = '', status = RESIDENT]) => ({
    FirstName: firstName,
    LastName: lastName,
    Street: street,
    StreetNumber: streetNumber,
    ZipCodeCity: zipCodeCity,
    CellPhone: cellPhone,
    Phone: phone,
    Cpr: cpr,
    Gender: genderOf(cpr),
    CoOrAtt: coOrAtt,
    Status: status,
  }),
);

type CompanyRow = readonly [cvr: string, name: string, type: number, street: string, streetNumber: string, zipCodeCity: string, phone: string, email: string, coOrAtt?: string];

/** Company types: 1 A/S, 2 ApS, 3 sole proprietorship, 4 I/S. */
const COMPANIES: readonly CompanyRow[] = [
  ['29871234', 'Østjysk Vognmand ApS', 2, 'Industrivej', '12', '8260 Viby J', '86123456', 'kontor@ostjyskvognmand.dk'],
  ['31245876', 'Kjær Nielsen Tømrer & Snedker', 3, 'Randersvej', '112', '8200 Aarhus N', '86104455', 'mette@kjaernielsen-tomrer.dk'],
  ['25587413', 'Aros Elektro A/S', 1, 'Sønderhøj', '30', '8260 Viby J', '87346600', 'info@aroselektro.dk'],
  ['38014562', 'Holm & Lund Revision I/S', 4, 'Åboulevarden', '22, 3.', '8000 Aarhus C', '86131290', 'post@holmlund-revision.dk'],
  ['33429871', 'Limfjordens VVS ApS', 2, 'Gasværksvej', '16', '9000 Aalborg', '98124477', 'vvs@limfjordensvvs.dk'],
  ['27785310', 'Nordjysk Maskinudlejning A/S', 1, 'Over Bækken', '5', '9200 Aalborg SV', '98185050', 'udlejning@njmaskine.dk'],
  ['36620418', 'Fjordbyens Blomster', 3, 'Algade', '40', '9000 Aalborg', '98113322', 'blomster@fjordbyen.dk'],
  ['30547719', 'Vejle Anlægsgartner ApS', 2, 'Vestre Engvej', '51', '7100 Vejle', '75836612', 'mail@vejle-anlaeg.dk'],
  ['21894576', 'Trekantens Transport A/S', 1, 'Kometvej', '8', '7100 Vejle', '76400010', 'disponent@trekanttransport.dk'],
  ['39902145', 'Vesterhavets Fiskeeksport ApS', 2, 'Auktionsgade', '3', '6700 Esbjerg', '75129944', 'salg@vesterhavsfisk.dk', 'Att. Bogholderiet'],
  ['34118762', 'Esbjerg Rengøringsservice I/S', 4, 'Gjesinglundvej', '14', '6705 Esbjerg Ø', '75150307', 'kontakt@esbjergrengoring.dk'],
  ['28347651', 'Østerbro Café & Bageri ApS', 2, 'Østerbrogade', '98', '2100 København Ø', '35262117', 'hej@oesterbrobageri.dk'],
  ['37725190', 'Fyns Byggemarked A/S', 1, 'Middelfartvej', '77', '5000 Odense C', '66127701', 'info@fynsbyg.dk'],
  ['32016648', 'Silkeborg Tagdækning ApS', 2, 'Vestergade', '101', '8600 Silkeborg', '86815524', 'tag@silkeborgtag.dk'],
  ['26439807', 'Herning Auto & Dæk', 3, 'Silkeborgvej', '60', '7400 Herning', '97121855', 'vaerksted@herningautodaek.dk'],
  ['35871204', 'Randers Regnskabskontor I/S', 4, 'Torvegade', '10', '8900 Randers C', '86420908', 'regnskab@randersregnskab.dk'],
];

export const SANDBOX_COMPANIES: readonly BusinessLookupResult[] = COMPANIES.map(([cvr, name, type, street, streetNumber, zipCodeCity, phone, email, coOrAtt = '']) => ({
  CompanyName: name,
  CompanyType: type,
  Cvr: cvr,
  Street: street,
  StreetNumber: streetNumber,
  ZipCodeCity: zipCodeCity,
  CoOrAtt: coOrAtt,
  Phone: phone,
  Email: email,
}));
