import { newsDecider, newsDirectoryDecider } from '../../domain/news/decider.ts';
import { idField, notTenantId } from '../platform/http/request-schemas.ts';

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
