/** The news as the server answers them (functions/news/responses.ts). */
export interface NewsImage {
  Guid: string;
  Caption: string;
  Url: string;
  ThumbnailUrl: string;
}

export interface News {
  Id: string;
  /** dd-mm-yyyy and HH:mm, Danish time. */
  PublishDate: string;
  PublishTime: string;
  Subject: string;
  AuthorId: string;
  Author: string;
  CategoryId: string;
  Category: string;
  /** Sanitised by the server: shown as HTML. */
  Body: string;
  Images: NewsImage[];
  ThumbnailGuid: string | null;
  ThumbnailUrl: string | null;
  IsPublished: boolean;
}

export type NewsRow = Pick<News, 'Id' | 'PublishDate' | 'PublishTime' | 'Subject' | 'Author' | 'Category' | 'IsPublished'>;

export interface NewsName {
  Id: string;
  Name: string;
}

export interface NewsFilters {
  yearMonth?: string;
  authorId?: string;
  categoryId?: string;
  freeText?: string;
  offset?: number;
}

export interface NewsFormValues {
  Subject: string;
  AuthorId: string;
  CategoryId: string;
  PublishDate: string;
  PublishTime: string;
  Body: string;
  Images: { Guid: string; Caption: string }[];
  ThumbnailGuid: string | null;
}
