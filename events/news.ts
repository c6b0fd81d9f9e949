import * as z from 'zod';

/**
 * Events of the news the supplier writes for every dealer: the items, their authors and categories. A body is stored
 * as the sanitised rich text every reader gets, never as typed.
 */
const digits = z.string().regex(/^\d+$/);
const guid = z.string().regex(/^[0-9a-f-]{36}$/);
const newsImage = z.object({ Guid: guid, Caption: z.string().max(256) }).strict();

export const newsEvents = {
  NewsSaved: z.object({
    NewsId: digits,
    /** Local Danish time, `YYYY-MM-DDTHH:mm`: when the item shows to readers. */
    PublishDate: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
    Subject: z.string().min(1).max(256),
    AuthorId: digits,
    CategoryId: digits,
    Body: z.string().max(200_000),
    Images: z.array(newsImage).max(50),
    ThumbnailGuid: guid.nullable(),
  }),
  NewsDeleted: z.object({ NewsId: digits }),
  NewsAuthorAdded: z.object({ Id: digits, Name: z.string().min(1).max(100) }),
  NewsCategoryAdded: z.object({ Id: digits, Name: z.string().min(1).max(100) }),
} as const;
