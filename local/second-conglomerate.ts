import type { DemoCar } from './demo-cars.ts';
import type { DemoCustomer } from './demo-customers.ts';
import { demoData, type DemoConglomerate, type DemoDepartment, type DemoUser } from './demo-data.ts';

/**
 * A second dealer group for the tests: one department with three users, one customer and two stock cars, beside the
 * demo organisation. The tenancy suite acts in the demo group with this group's ids and values, which nothing in
 * the demo group may ever read or change. Its customer and car numbers follow the demo data's, so the sequences stay
 * in step; its values are made up and distinctive, so that a response that leaks one is found by a plain search.
 */
export const SECOND_CONGLOMERATE = {
  conglomerate: { ConglomerateId: '2', Name: 'Vestkystens Bilhus A/S' } satisfies DemoConglomerate,
  department: {
    DealerId: '201',
    ConglomerateId: '2',
    Name: 'Vestkyst Biler Esbjerg',
    Street: 'Kvaglundvej 77',
    ZipCode: '6705',
    City: 'Esbjerg Ø',
    Phone: '75139911',
    Email: 'esbjerg@vestkyst-biler.example.dk',
    SubscriptionPackageName: 'pro',
    DefaultFinance: { FinanceCompany: 2, BrandId: 21 },
  } satisfies DemoDepartment,
  users: [
    { UserId: String(demoData.users.length + 1), DealerId: '201', Name: 'Vibeke Thorsager', Username: 'saelger@vestkyst-biler.example.dk', Initials: 'VT', SimpleRole: 'Salesman', IsAdmin: false, IsConsultant: false },
    { UserId: String(demoData.users.length + 2), DealerId: '201', Name: 'Aksel Fjordbak', Username: 'ejer@vestkyst-biler.example.dk', Initials: 'AF', SimpleRole: 'Owner', IsAdmin: false, IsConsultant: false },
    // The fuzz's own salesman: the fuzz may change its user's account (its username too), which no other suite's
    // sign-in may then meet.
    { UserId: String(demoData.users.length + 3), DealerId: '201', Name: 'Frode Fuzzesen', Username: 'fuzz@vestkyst-biler.example.dk', Initials: 'FF', SimpleRole: 'Salesman', IsAdmin: false, IsConsultant: false },
  ] satisfies DemoUser[],
  customers: [
    {
      CustomerId: String(demoData.customers.length + 1),
      DealerId: '201',
      Customer: {
        IsBusiness: false,
        FirstName: 'Gudrun',
        LastName: 'Vesterhavsen',
        Cpr: '',
        Street: 'Klitrosevej',
        StreetNumber: '19',
        ZipCode: '6710',
        City: 'Esbjerg V',
        CoOrAtt: '',
        Country: 'Danmark',
        Phone: '',
        CellPhone: '29517733',
        Email: 'gudrun.vesterhavsen@example.dk',
        Category: 1,
        Comment: '',
        AccountManagerId: String(demoData.users.length + 1),
        Gender: 2,
        KmPrYear: null,
        SwapFrequency: null,
        DriversLicenseNumber: '',
      },
    },
  ] satisfies DemoCustomer[],
  cars: [0, 1].map(
    (n): DemoCar => ({
      CarId: String(demoData.cars.length + 1 + n),
      DealerId: '201',
      Car: {
        Make: 'Volvo',
        Model: 'XC40',
        Variant: n === 0 ? '2,0 B4 Klitklitter' : '2,0 B3 Strandhjelm',
        Motor: '2,0',
        ModelYear: 2021,
        RegistrationDate: '2021-03-02',
        Mileage: 71_113 + n,
        CashPrice: 287_650 + n,
        RetailPrice: 287_650 + n,
        PriceWithNoTax: null,
        WholesalePrice: 250_000,
        LeasePayment: null,
        Color: 'Hvid',
        FuelType: 'Petrol',
        GearType: 'AutoShift',
        CarType: 1,
        Status: 0,
        RegistrationNumber: `VK9371${n}`,
        ChassisNumber: `YV1XZK7V0M27${n}1940`,
        VehicleNumber: `V77${n}`,
        ResponsibleUserId: String(demoData.users.length + 1),
        NumberOfDoors: 5,
        Effect: 197,
        KmPerLiter: 14.1,
        ExtraEquipmentText: 'Vestkystpakke med klitlygter.',
      },
      InStockDaysAgo: 4,
    }),
  ),
};

/**
 * The supplier's own support desk for the tests: a group of its own whose department holds `can_edit_all_dealers`,
 * the administration flag no package brings and only the supplier is granted, with one administrator. It is the one
 * login that reaches the departments of every dealer group; it has no customers or cars. Its user's number follows
 * the second dealer group's, so the user sequence stays in step.
 */
export const SUPPORT_GROUP = {
  conglomerate: { ConglomerateId: '3', Name: 'DealerHub Support ApS' } satisfies DemoConglomerate,
  department: {
    DealerId: '301',
    ConglomerateId: '3',
    Name: 'DealerHub Kundeservice',
    Street: 'Åboulevarden 1',
    ZipCode: '8000',
    City: 'Aarhus C',
    Phone: '70202020',
    Email: 'support@dealerhub.example.dk',
    SubscriptionPackageName: 'basis',
    ExtraRoles: ['can_edit_all_dealers', 'can_edit_news'],
  } satisfies DemoDepartment,
  users: [
    {
      UserId: String(demoData.users.length + SECOND_CONGLOMERATE.users.length + 1),
      DealerId: '301',
      Name: 'Sofie Lindberg',
      Username: 'support@dealerhub.example.dk',
      Initials: 'SL',
      SimpleRole: null,
      IsAdmin: true,
      IsConsultant: false,
    },
  ] satisfies DemoUser[],
};

/**
 * The organisation the API and end-to-end tests run against: the demo organisation, the second dealer group and the
 * supplier's support desk.
 */
export const testOrganisation: typeof demoData = {
  conglomerates: [...demoData.conglomerates, SECOND_CONGLOMERATE.conglomerate, SUPPORT_GROUP.conglomerate],
  // The demo departments' literal types do not know the support desk's package and flag; it is a department all the same.
  departments: [...demoData.departments, SECOND_CONGLOMERATE.department, SUPPORT_GROUP.department] as DemoDepartment[] as typeof demoData.departments,
  users: [...demoData.users, ...SECOND_CONGLOMERATE.users, ...SUPPORT_GROUP.users],
  customers: [...demoData.customers, ...SECOND_CONGLOMERATE.customers],
  cars: [...demoData.cars, ...SECOND_CONGLOMERATE.cars],
};
