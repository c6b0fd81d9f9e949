import { danishToday, daysBefore } from '../domain/format.ts';
import { newsDecider, newsDirectoryDecider, type NewsDirectoryState } from '../domain/news/decider.ts';
import type { NewEvent } from '../events/envelope.ts';
import { sampleJpeg } from '../functions/cars/pictures/picture-image.ts';
import { NEWS_DIRECTORY_STREAM, newsStreamId } from '../functions/news/news-commands.ts';
import { storeNewsImage } from '../functions/news/news-images.ts';
import { sanitizeNewsBody } from '../functions/news/rich-text.ts';

/**
 * The supplier's news in the demo organisation, so that a fresh local start shows news on the dashboard's widget and
 * in the news list: a few published items under their authors and categories, one with a picture and its caption.
 * Publish times are days before the seeding day, so every item is already published.
 */
export const demoNewsAuthors = [
  { Id: '1', Name: 'Sofie Lindberg' },
  { Id: '2', Name: 'Produktteamet' },
] as const;

export const demoNewsCategories = [
  { Id: '1', Name: 'Nyt i DealerHub' },
  { Id: '2', Name: 'Drift' },
  { Id: '3', Name: 'Tips og tricks' },
] as const;

export interface DemoNews {
  NewsId: string;
  DaysAgo: number;
  Time: string;
  Subject: string;
  AuthorId: string;
  CategoryId: string;
  Body: string;
  /** Drawn and uploaded as the editor's uploader would, with its caption; the item's thumbnail. */
  Picture?: { Caption: string; rgb: readonly [number, number, number] };
}

export const demoNews: readonly DemoNews[] = [
  {
    NewsId: '1',
    DaysAgo: 1,
    Time: '08:30',
    Subject: 'Prisskilte med QR-kode til bilens annonce',
    AuthorId: '2',
    CategoryId: '1',
    Body:
      '<p>Prisskiltene kan nu vise en <strong>QR-kode</strong>, der fører kunden direkte til bilens annonce.</p>' +
      '<ul><li>Vælg skabelonen med QR-kode under Prisskilte.</li><li>Koden følger bilens annonce, også når prisen ændres.</li></ul>',
    Picture: { Caption: 'Det nye prisskilt i udstillingslokalet', rgb: [58, 110, 165] },
  },
  {
    NewsId: '2',
    DaysAgo: 6,
    Time: '16:00',
    Subject: 'Planlagt vedligeholdelse søndag aften',
    AuthorId: '1',
    CategoryId: '2',
    Body: '<p>DealerHub opdateres søndag mellem kl. 22 og 23. I det tidsrum kan du blive logget ud.</p><p>Gemte sager og kunder berøres ikke.</p>',
  },
  {
    NewsId: '3',
    DaysAgo: 14,
    Time: '10:15',
    Subject: 'Sådan finder du dagens opfølgninger',
    AuthorId: '1',
    CategoryId: '3',
    Body:
      '<h3>Påmindelser på forsiden</h3><p>Widgeten <em>Påmindelser</em> viser de sager, der skal følges op i dag. ' +
      'Klik på et tal for at se sagerne i sagslisten.</p>',
  },
];

/** The publish instant (`YYYY-MM-DDTHH:mm`, Danish wall clock) of an item `daysAgo` days before `today`. */
const publishedDaysAgo = (today: Date, daysAgo: number, time: string): string => `${daysBefore(danishToday(today), daysAgo)}T${time}`;

/** The news directory's events: the authors and categories, through its decider. */
export const demoNewsDirectoryEvents = (): NewEvent[] => {
  let state: NewsDirectoryState = newsDirectoryDecider.initialState();
  const events: NewEvent[] = [];
  const commands = [
    ...demoNewsAuthors.map(({ Id, Name }) => ({ type: 'AddNewsAuthor' as const, id: Id, name: Name })),
    ...demoNewsCategories.map(({ Id, Name }) => ({ type: 'AddNewsCategory' as const, id: Id, name: Name })),
  ];
  for (const command of commands) {
    const decided = newsDirectoryDecider.decide(command, state);
    state = decided.reduce(newsDirectoryDecider.evolve, state);
    events.push(...decided);
  }
  return events;
};

/**
 * Appends the demo news (the directory first, then each item through its decider, its picture stored first), leaving
 * a stream that `seeded` says is there alone, so seeding again stores no second picture.
 */
export const seedDemoNews = async (
  appendEvents: (streamId: string, events: readonly NewEvent[]) => Promise<void>,
  seeded: (streamId: string) => Promise<boolean>,
  today: Date,
): Promise<void> => {
  if (!(await seeded(NEWS_DIRECTORY_STREAM))) await appendEvents(NEWS_DIRECTORY_STREAM, demoNewsDirectoryEvents());
  await Promise.all(
    demoNews.map(async (news) => {
      const streamId = newsStreamId(news.NewsId);
      if (await seeded(streamId)) return;
      const guid = news.Picture ? await storeNewsImage(await sampleJpeg({ width: 960, height: 540, rgb: news.Picture.rgb })) : null;
      const events = newsDecider.decide(
        {
          type: 'SaveNews',
          newsId: news.NewsId,
          isNew: true,
          item: {
            PublishDate: publishedDaysAgo(today, news.DaysAgo, news.Time),
            Subject: news.Subject,
            AuthorId: news.AuthorId,
            CategoryId: news.CategoryId,
            Body: sanitizeNewsBody(news.Body),
            Images: guid && news.Picture ? [{ Guid: guid, Caption: news.Picture.Caption }] : [],
            ThumbnailGuid: guid,
          },
        },
        newsDecider.initialState(),
      );
      await appendEvents(streamId, events);
    }),
  );
};
