import type { CarPicture } from './car-pictures.ts';
import type { CarData } from '../../../../../events/cars.ts';

/** The stock car API's shapes (spec part 1 §3 "Stock car list row", "Car (details)"), as the server answers them. */

// The search's row, page and scope are the server's own (one declaration for both sides).
export type { SearchScope, StockListItem, StockListPage, StockListPageItem, StockSearchParameters, StockSearchRequest } from '../../../../../domain/cars/stock-search.ts';

/** A filter choice with the number of cars it has (makes, car types). */
export interface StockChoice<T = string> {
  Id: T;
  Name: string;
  Count: number;
}

export interface ExtraEquipmentChoice {
  Identifier: string;
  Name: string;
}

/** A department of the conglomerate (the scope's dealer multi-select, the transfer's target). */
export interface Department {
  Id: string;
  Name: string;
  IsOwn?: boolean;
}

/** A user the responsible-user picker offers (no more than it shows). */
export interface ActiveUser {
  Id: string;
  Name: string;
  DealerId: string;
}

/** GET /api/OwnCarList/GetDetails/: every field of the car, its dealer and what the car page reads besides. */
export type CarDetails = CarData & {
  Id: string;
  DealerId: string;
  Title: string;
  CarTitle: string;
  IsSold: boolean;
  SoldDate: string | null;
  SalesPrice: number | null;
  IsRetailPrice: boolean | null;
  CreatedDate: string;
  ModifiedDate: string;
  IsInternal?: boolean;
  ExternalSince?: string | null;
  AdType?: 0 | 1 | 2 | null;
  AdTypeSetByRule?: boolean;
  LockedByCarApi?: boolean;
  Pictures?: string[];
  StatusText: string;
  CarTypeText: string;
  FuelTypeText: string;
  DaysInStock: number;
  ExternalDays?: number | null;
  IsDeleted: boolean;
  CanEdit: boolean;
  ResponsibleUser: { Name: string; Username: string } | null;
  DealerName: string;
  DealerStreet: string;
  DealerZipCode: string;
  DealerCity: string;
  DealerPhone: string;
  DealerEmail: string;
  DealerAdEmail?: string;
  CarGuid?: string | null;
  CarSpecificationGuid?: string | null;
  ShortCarType?: string | null;
  NumberOfPictures?: number;
  /** The pictures, largest first, and the main picture's thumbnail, when the server gives them. */
  CarPictureUrls?: string[];
  CarPictureThumbnailUrl?: string | null;
  CarPictureThumbnailUrls?: string[];
  /** Each picture with its number and id, for the photo uploader. */
  CarPictures?: CarPicture[];
  /** The version the car was read at (its ETag): sent back as If-Match. */
  ETag?: string;
};


/** A command's answer with a message for the user. */
export interface MessageReply {
  Message: string;
}
