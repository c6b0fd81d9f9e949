import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { NewsListPage } from '@/features/news/components/news-list-page.tsx';

/** /Admin/News: the news list (the supplier's news editors). */
export const Route = createFileRoute('/_app/Admin/News/')({
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
