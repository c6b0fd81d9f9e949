import * as z from 'zod';

const newsName = z.object({ Id: z.string(), Name: z.string() });
const newsImage = z.object({ Guid: z.string(), Caption: z.string(), Url: z.string(), ThumbnailUrl: z.string() });

/** A news item as the reader, the edit page and the widget get it (spec part 2 §3 "News"). */
export const newsModel = z.object({
  Id: z.string(),
  /** dd-mm-yyyy and HH:mm, Danish time. */
  PublishDate: z.string(),
  PublishTime: z.string(),
  Subject: z.string(),
  AuthorId: z.string(),
  Author: z.string(),
  CategoryId: z.string(),
  Category: z.string(),
  /** Sanitised on the server when saved: safe to show as HTML. */
  Body: z.string(),
  Images: z.array(newsImage),
  ThumbnailGuid: z.string().nullable(),
  ThumbnailUrl: z.string().nullable(),
  IsPublished: z.boolean(),
});
export type NewsModel = z.infer<typeof newsModel>;

export const newsNamesResponse = z.array(newsName);
export const newsDatesResponse = z.array(z.object({ Value: z.string(), Text: z.string() }));
export const newsListResponse = z.object({
  Total: z.number(),
  Offset: z.number(),
  Count: z.number(),
  List: z.array(newsModel.pick({ Id: true, PublishDate: true, PublishTime: true, Subject: true, Author: true, Category: true, IsPublished: true })),
});
export const latestNewsResponse = z.array(newsModel.omit({ Images: true }));
/** Saving answers as the spec's form post does: IsValid, the rendered view, and the model's id. */
export const saveNewsResponse = z.object({ IsValid: z.boolean(), View: z.string(), Model: z.object({ Id: z.string() }), Message: z.string() });
export const previewResponse = z.object({ View: z.string() });
export const uploadImageResponse = z.object({ Url: z.string(), ThumbnailUrl: z.string(), Guid: z.string() });
export const addNameResponse = z.object({ Id: z.string(), Name: z.string() });
