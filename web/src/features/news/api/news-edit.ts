import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { newsKeys } from './keys.ts';
import type { News, NewsFormValues, NewsImage, NewsName } from './types.ts';

/**
 * GET /api/Admin/News/Edit/{id}: the item for the edit page (id 0: a new one). Read by the route before the page
 * shows, and not again under the editor's hands (a new read starts the form anew): only a save reads it again.
 */
export const newsForEditQuery = (id: string) =>
  queryOptions({
    queryKey: newsKeys.edit(id),
    queryFn: () => api.get<News>(`/api/Admin/News/Edit/${encodeURIComponent(id)}`),
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  });

export interface SaveNewsReply {
  IsValid: boolean;
  View: string;
  Model: { Id: string };
  Message: string;
}

/** POST /api/Admin/News/Edit/{id}: saves the item; the page then goes to its edit page. */
export const useSaveNews = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, form }: { id: string; form: NewsFormValues }) => {
      const { data, version } = await api.send<SaveNewsReply>('POST', `/api/Admin/News/Edit/${encodeURIComponent(id)}`, { body: form });
      // The edit page reads the item once its save shows (read your writes).
      await queryClient.fetchQuery({
        queryKey: newsKeys.edit(data.Model.Id),
        queryFn: () => api.get<News>(`/api/Admin/News/Edit/${encodeURIComponent(data.Model.Id)}`, version ? { MinVersion: version } : {}),
        staleTime: 0,
      });
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['news', 'list'] }).then(() => queryClient.invalidateQueries({ queryKey: newsKeys.dates })),
  });
};

/** POST /api/Admin/News/Delete/{id}. */
export const useDeleteNews = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ Message: string }>(`/api/Admin/News/Delete/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
};

/** POST /api/Admin/News/Preview: the server-rendered view of the form, recording nothing. */
export const usePreviewNews = () => useMutation({ mutationFn: (form: NewsFormValues) => api.post<{ View: string }>('/api/Admin/News/Preview', form) });

/** POST /api/Admin/News/UploadImage/{id}: one picture; answers its Guid and links. */
export const useUploadNewsImage = () =>
  useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File }): Promise<Omit<NewsImage, 'Caption'>> => {
      const form = new FormData();
      form.append('file', file, file.name);
      return (await api.upload<Omit<NewsImage, 'Caption'>>(`/api/Admin/News/UploadImage/${encodeURIComponent(id)}`, form)).data;
    },
  });

/** POST /api/admin/news/deleteimage {guid}. */
export const useDeleteNewsImage = () => useMutation({ mutationFn: (guid: string) => api.post<{ Message: string }>('/api/admin/news/deleteimage', { guid }) });

/** POST /api/newsauthors or /api/newscategories {Name}: a new choice for the selector. */
export const useAddNewsName = (kind: 'author' | 'category') => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (Name: string) => api.post<{ Id: string; Name: string }>(kind === 'author' ? '/api/newsauthors' : '/api/newscategories', { Name }),
    // Shown at once: the list the server answers follows a moment later.
    onSuccess: (added) =>
      queryClient.setQueryData<NewsName[]>(kind === 'author' ? newsKeys.authors : newsKeys.categories, (names = []) => [...names.filter((name) => name.Id !== added.Id), added]),
  });
};
