import * as z from 'zod';
import { messageBody } from '../platform/http/contract.ts';

/** GET /api/TypeaheadOwnCars/Lookup */
export const typeaheadLookupResponse = z.object({
  Total: z.number(),
  List: z.array(z.object({
    Id: z.string(),
    Title: z.string(),
    Header: z.string(),
    Text: z.string(),
    Type: z.number(),
    Make: z.string(),
    Model: z.string(),
    Variant: z.string(),
    ModelYear: z.number(),
    FirstRegistrationDate: z.string(),
    Mileage: z.number(),
    CashPrice: z.number().nullable(),
    Status: z.number(),
    VehicleNumber: z.string(),
    RegistrationNumber: z.string(),
    DealerId: z.string(),
    Branch: z.string(),
    DaysInStock: z.number(),
  })),
});

/** GET /api/TypeaheadOwnCars/List/ */
export const typeaheadListResponse = z.object({
  Total: z.number(),
  Offset: z.number(),
  Count: z.number(),
  SearchType: z.string(),
  List: z.array(z.object({
    Id: z.string(),
    Title: z.string(),
    Header: z.string(),
    Text: z.string(),
    Type: z.number(),
    Make: z.string(),
    Model: z.string(),
    Variant: z.string(),
    ModelYear: z.number().nullable(),
    FirstRegistrationDate: z.string().nullable(),
    Mileage: z.number().nullable(),
    CashPrice: z.number().nullable(),
    Status: z.number(),
    VehicleNumber: z.string(),
    RegistrationNumber: z.string(),
    DealerId: z.string(),
    Branch: z.string(),
    DaysInStock: z.number(),
  })),
});

/** GET /api/OwnCarList/GetDetails/ */
export const getDetailsResponse = z.object({
  WeightTaxCosts: z.string().nullable().optional(),
  SoldDate: z.string().nullable(),
  Pictures: z.array(z.string()),
  // A car is saved before all is known of it: its price, mileage and model year may still be empty.
  RetailPrice: z.number().nullable(),
  RetailPriceDescription: z.string().optional(),
  AdType: z.number().nullable(),
  CashPrice: z.number().nullable(),
  CarSpecificationGuid: z.string().nullable().optional(),
  PriceWithNoTax: z.number().nullable(),
  FuelType: z.string(),
  MarketValue: z.string().nullable().optional(),
  VariantDescription: z.string().optional(),
  ResponsibleUserId: z.string().nullable(),
  Status: z.number(),
  Motor: z.string(),
  Mileage: z.number().nullable(),
  Color: z.string(),
  NumberOfDoors: z.number().nullable(),
  Make: z.string(),
  InStockSince: z.string(),
  ExternalUrl: z.string().optional(),
  IsInternal: z.boolean(),
  Variant: z.string(),
  ChassisNumber: z.string(),
  IsSold: z.boolean(),
  GearType: z.string().nullable(),
  WholesalePrice: z.number().nullable(),
  CarType: z.number(),
  CreatedDate: z.string(),
  ExternalSince: z.string().nullable(),
  Effect: z.number().nullable(),
  ChassisType: z.string().optional(),
  Id: z.string(),
  LockedByCarApi: z.boolean(),
  RegistrationDate: z.string().nullable(),
  ExtraEquipmentText: z.string(),
  AdTypeSetByRule: z.boolean(),
  KmPerLiter: z.number().nullable(),
  ModifiedDate: z.string(),
  SalesPrice: z.number().nullable(),
  IsRetailPrice: z.boolean().nullable(),
  LeasePayment: z.number().nullable(),
  RegistrationNumber: z.string(),
  VehicleNumber: z.string(),
  IsNewNonDbi: z.boolean().optional(),
  HasVideo: z.boolean().optional(),
  Has360Image: z.boolean().optional(),
  RetailPriceModified: z.string().nullable().optional(),
  LeasingPriceModified: z.string().nullable().optional(),
  Title: z.string(),
  Model: z.string(),
  DealerId: z.string(),
  ModelYear: z.number().nullable(),
  CarTitle: z.string(),
  StatusText: z.string(),
  CarTypeText: z.string(),
  FuelTypeText: z.string(),
  DaysInStock: z.number(),
  IsDeleted: z.boolean(),
  CanEdit: z.boolean(),
  ResponsibleUser: z.object({
    Name: z.string(),
    Username: z.string(),
  }).nullable(),
  DealerName: z.string(),
  DealerStreet: z.string(),
  DealerZipCode: z.string(),
  DealerCity: z.string(),
  DealerPhone: z.string(),
  DealerEmail: z.string(),
  NumberOfPictures: z.number(),
  CarPictureUrls: z.array(z.string()),
  CarPictureThumbnailUrls: z.array(z.string()),
  CarPictureThumbnailUrl: z.string().nullable(),
  CarPictures: z.array(z.object({
    Number: z.number(),
    PictureId: z.string(),
    Url: z.string(),
    ThumbnailUrl: z.string(),
    DownloadUrl: z.string(),
  })),
});

/** POST /api/car/sellcar/ */
export const sellCarResponse = z.object({
  CarId: z.string(),
});

/** POST /api/owncarlist/search/ */
export const searchOwnCarsResponse = z.object({
  Total: z.number(),
  Offset: z.number(),
  Count: z.number(),
  List: z.array(z.object({
    Id: z.string(),
    DealerId: z.string(),
    Title: z.string(),
    Type: z.number(),
    TypeText: z.string(),
    Make: z.string(),
    Model: z.string(),
    Variant: z.string(),
    ModelYear: z.number().nullable(),
    FirstRegistrationDate: z.string().nullable(),
    LeasePayment: z.number().nullable(),
    LeasingPriceModified: z.string().nullable(),
    Mileage: z.number().nullable(),
    CashPrice: z.number().nullable(),
    CurrentRangeColor: z.number().nullable(),
    RetailPriceModified: z.string().nullable(),
    Price: z.number().nullable(),
    Status: z.number(),
    StatusText: z.string(),
    IsInternal: z.boolean(),
    InternalExternal: z.string(),
    Branch: z.string(),
    VehicleNumber: z.string(),
    RegistrationNumber: z.string(),
    FuelType: z.string(),
    FuelTypeText: z.string(),
    GearType: z.string().nullable(),
    ChassisType: z.string().nullable(),
    DaysInStock: z.number(),
    ExternalDays: z.number().nullable(),
    ModifiedDate: z.string(),
    Pictures: z.number(),
    MainPictureId: z.string().nullable(),
    HasVideo: z.boolean(),
    Has360Image: z.boolean(),
    ResponsibleUserId: z.string().nullable(),
    ResponsibleUser: z.object({
      Name: z.string(),
      Username: z.string(),
    }).nullable(),
    AdType: z.number().nullable(),
    AdTypeSetByRule: z.boolean(),
    CanEdit: z.boolean(),
    SalesPriceType: z.string().nullable(),
    SalesDate: z.string().nullable(),
    SalesPrice: z.number().nullable(),
    CarPictureThumbnailUrl: z.string().nullable(),
  })),
  SearchScope: z.string(),
  OfferedScopes: z.array(z.string()),
});

/** GET /api/owncarlist/getmakes/ */
export const getMakesResponse = z.array(z.object({
  Id: z.string(),
  Name: z.string(),
  Count: z.number(),
}));

/** GET /api/owncarlist/getcartypes/ */
export const getCarTypesResponse = z.array(z.object({
  Id: z.number(),
  Name: z.string(),
  Count: z.number(),
}));

/** GET /api/owncarlist/getExtraEquipments/ */
export const getExtraEquipmentsResponse = z.array(z.object({
  Identifier: z.string(),
  Name: z.string(),
}));

/** POST /api/OwnCar/Create, POST /api/OwnCar/Save: the car's id. */
export const carIdResponse = z.object({
  Id: z.string(),
});

/** DELETE /api/OwnCar/Delete */
export const deleteCarResponse = messageBody;

/** POST /api/OwnCarList/setAdvertising */
export const setAdvertisingResponse = z.object({
  CarId: z.string(),
  AdType: z.number(),
  AdTypeSetByRule: z.boolean(),
});

/** POST /api/car/updateinternalstatus/ */
export const setInternalStatusResponse = z.object({
  Message: z.string(),
  CarIds: z.array(z.string()),
});

/** POST /api/car/transfercar */
export const transferCarResponse = z.object({
  Message: z.string(),
  CarId: z.string(),
  DealerId: z.string(),
});

/** GET /api/ConglomerateDealer/FindConglomerateDealersForCar */
export const conglomerateDealersForCarResponse = z.array(z.object({
  Id: z.string(),
  Name: z.string(),
}));

/** GET /api/dealers/getconglomeratedealers/, /api/dealers/findconglomeratedealers/: departments, the caller's own first. */
export const conglomerateDealersResponse = z.array(z.object({
  Id: z.string(),
  Name: z.string(),
  IsOwn: z.boolean(),
}));

/** GET /api/user/getactiveconglomerateusers */
export const activeConglomerateUsersResponse = z.array(z.object({
  Id: z.string(),
  Name: z.string(),
  DealerId: z.string(),
}));

/** Every picture route's answer (upload, delete, move): the car's pictures in order, with links. */
export const carPicturesResponse = z.object({
  CarId: z.string(),
  PictureId: z.string().optional(),
  Number: z.number().optional(),
  NumberOfPictures: z.number(),
  CarPictureUrls: z.array(z.string()),
  CarPictureThumbnailUrls: z.array(z.string()),
  CarPictureThumbnailUrl: z.string().nullable(),
  CarPictures: z.array(z.object({
    Number: z.number(),
    PictureId: z.string(),
    Url: z.string(),
    ThumbnailUrl: z.string(),
    DownloadUrl: z.string(),
  })),
});
