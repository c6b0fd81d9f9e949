import type { EventData } from '../../events/catalogue.ts';
import type { DecidedEvent, Decider } from '../decider.ts';
import { invalid, notFound } from '../errors.ts';
import { NewsMessages } from './news.ts';

/**
 * A news item. The supplier writes news for every dealer, so an item belongs to no dealer: who may write is the
 * route's policy (the dealer's can_edit_news), and the item itself checks only its own content. Authors and categories
 * are checked by the caller against the news directory before the command is given.
 */
export type NewsItem = Omit<EventData<'NewsSaved'>, 'NewsId'>;

export type NewsCommand =
  | { type: 'SaveNews'; newsId: string; item: NewsItem; isNew: boolean }
  | { type: 'DeleteNews'; newsId: string }
  | { type: 'RemoveNewsImage'; newsId: string; guid: string };

export type NewsEvent = DecidedEvent<'NewsSaved' | 'NewsDeleted'>;

export type NewsState = { kind: 'none' } | { kind: 'deleted' } | { kind: 'published'; newsId: string; item: NewsItem };

const existing = (state: NewsState, newsId: string): Extract<NewsState, { kind: 'published' }> => {
  if (state.kind !== 'published' || state.newsId !== newsId) throw notFound(NewsMessages.notFound);
  return state;
};

const sameItem = (a: NewsItem, b: NewsItem): boolean => JSON.stringify(a) === JSON.stringify(b);

export const newsDecider: Decider<NewsCommand, NewsEvent, NewsState> = {
  initialState: () => ({ kind: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'SaveNews': {
        if (!command.isNew) {
          const current = existing(state, command.newsId);
          if (sameItem(current.item, command.item)) return [];
        } else if (state.kind !== 'none') {
          throw notFound(NewsMessages.notFound);
        }
        const { Images, ThumbnailGuid } = command.item;
        if (ThumbnailGuid !== null && !Images.some((image) => image.Guid === ThumbnailGuid)) throw invalid('ThumbnailGuid', NewsMessages.unknownImage);
        return [{ type: 'NewsSaved', data: { NewsId: command.newsId, ...command.item } }];
      }
      case 'DeleteNews':
        existing(state, command.newsId);
        return [{ type: 'NewsDeleted', data: { NewsId: command.newsId } }];
      case 'RemoveNewsImage': {
        const { item } = existing(state, command.newsId);
        if (!item.Images.some((image) => image.Guid === command.guid)) return [];
        const Images = item.Images.filter((image) => image.Guid !== command.guid);
        const ThumbnailGuid = item.ThumbnailGuid === command.guid ? null : item.ThumbnailGuid;
        return [{ type: 'NewsSaved', data: { NewsId: command.newsId, ...item, Images, ThumbnailGuid } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown news command ${JSON.stringify(unknown)}`);
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'NewsSaved': {
        const { NewsId, ...item } = event.data;
        return { kind: 'published', newsId: NewsId, item };
      }
      case 'NewsDeleted':
        return { kind: 'deleted' };
      default:
        return state;
    }
  },
};

/** The news directory: the authors and categories an item is filed under (one stream for all news). */
export type NewsDirectoryCommand = { type: 'AddNewsAuthor'; id: string; name: string } | { type: 'AddNewsCategory'; id: string; name: string };
export type NewsDirectoryEvent = DecidedEvent<'NewsAuthorAdded' | 'NewsCategoryAdded'>;
export interface NewsDirectoryState {
  authors: ReadonlyMap<string, string>;
  categories: ReadonlyMap<string, string>;
}

const hasName = (names: ReadonlyMap<string, string>, name: string): boolean =>
  [...names.values()].some((known) => known.localeCompare(name, 'da', { sensitivity: 'base' }) === 0);

export const newsDirectoryDecider: Decider<NewsDirectoryCommand, NewsDirectoryEvent, NewsDirectoryState> = {
  initialState: () => ({ authors: new Map(), categories: new Map() }),

  decide(command, state) {
    const name = command.name.trim();
    if (name === '') throw invalid('Name', NewsMessages.name);
    switch (command.type) {
      case 'AddNewsAuthor':
        if (hasName(state.authors, name)) throw invalid('Name', NewsMessages.nameExists);
        return [{ type: 'NewsAuthorAdded', data: { Id: command.id, Name: name } }];
      case 'AddNewsCategory':
        if (hasName(state.categories, name)) throw invalid('Name', NewsMessages.nameExists);
        return [{ type: 'NewsCategoryAdded', data: { Id: command.id, Name: name } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown news directory command ${JSON.stringify(unknown)}`);
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'NewsAuthorAdded':
        return { ...state, authors: new Map([...state.authors, [event.data.Id, event.data.Name]]) };
      case 'NewsCategoryAdded':
        return { ...state, categories: new Map([...state.categories, [event.data.Id, event.data.Name]]) };
      default:
        return state;
    }
  },
};
