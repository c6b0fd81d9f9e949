import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { newsForEditQuery } from '@/features/news/api/news-edit.ts';
import { NewsEditPage } from '@/features/news/components/news-edit-page.tsx';

/**
 * /Admin/News/Edit/{id}: a news item's edit page (0: a new one). After saving it is the saved item's; after deleting,
 * the list. The item is read before the page shows, so a user whose department does not write news gets 'Ingen
 * adgang', never the form.
 */
export const Route = createFileRoute('/_app/Admin/News/Edit/$id')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(newsForEditQuery(params.id)),
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
