import { newsDecider, newsDirectoryDecider } from '../../domain/news/decider.ts';
import { newsFormSchema } from '../../domain/news/news.ts';
import { danishBody, idField, notTenantId, withIdFields } from '../platform/http/request-schemas.ts';

export const newsStreamId = (newsId: string): string => `news#${newsId}`;
/** The authors and categories of all news: one stream, as every dealer reads the same ones. */
export const NEWS_DIRECTORY_STREAM = 'news-directory#all';

export { newsDecider, newsDirectoryDecider };

/**
 * The supplier writes news for every dealer, so a news item, an author or a category belongs to no dealer: every
 * signed-in user reads them, and only a dealer with can_edit_news writes them (the route's policy).
 */
const EVERY_DEALERS = 'the supplier’s news, authors and categories, read by every dealer';
export const newsIdField = (field: string) => notTenantId(idField(field, 'Nyhed'), EVERY_DEALERS);
export const newsNameIdField = (field: string, label: string) => notTenantId(idField(field, label), EVERY_DEALERS);

/** The edit form as the save and the preview read it: its author and category name news choices, no tenant's data. */
export const newsFormBody = withIdFields(danishBody(newsFormSchema), { AuthorId: { notTenantData: EVERY_DEALERS }, CategoryId: { notTenantData: EVERY_DEALERS } });
