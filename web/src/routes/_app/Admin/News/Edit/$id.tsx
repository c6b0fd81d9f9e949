import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { NewsEditPage } from '@/features/news/components/news-edit-page.tsx';

/** /Admin/News/Edit/{id}: a news item's edit page (0: a new one). After saving it is the saved item's; after deleting, the list. */
export const Route = createFileRoute('/_app/Admin/News/Edit/$id')({
  component: NewsEditRoute,
});

function NewsEditRoute() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  return (
    <NewsEditPage
      id={id}
      onSaved={(savedId) => void navigate({ to: '/Admin/News/Edit/$id', params: { id: savedId } })}
      onDeleted={() => void navigate({ to: '/Admin/News' })}
    />
  );
}
