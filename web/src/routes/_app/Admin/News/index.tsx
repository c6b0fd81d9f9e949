import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { newsListQuery } from '@/features/news/api/news-list.ts';
import { NewsListPage } from '@/features/news/components/news-list-page.tsx';

/**
 * /Admin/News: the news list (the supplier's news editors). Its first page is read before the page shows, so a user
 * whose department does not write news gets 'Ingen adgang', never the list's actions.
 */
export const Route = createFileRoute('/_app/Admin/News/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(newsListQuery({ offset: 0 })),
  component: NewsListRoute,
});

function NewsListRoute() {
  const navigate = useNavigate();
  return (
    <NewsListPage
      onEdit={(id) => void navigate({ to: '/Admin/News/Edit/$id', params: { id } })}
      onCreate={() => void navigate({ to: '/Admin/News/Edit/$id', params: { id: '0' } })}
    />
  );
}
