import { ActionIcon, Button, Group, Select, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { NEWS_FREE_TEXT_DELAY_MS, NewsMessages } from '../../../../../domain/news/news.ts';
import { confirmAction } from '@/components/confirm.tsx';
import { ApiError } from '@/lib/api.ts';
import { useDeleteNews } from '../api/news-edit.ts';
import { NEWS_PAGE_SIZE, newsAuthorsQuery, newsCategoriesQuery, newsDatesQuery, newsListQuery } from '../api/news-list.ts';
import type { NewsRow } from '../api/types.ts';

/**
 * /Admin/News (spec part 2 §2 "News list and edit"): date and time, title, author and category, with edit and delete;
 * filtered by month, author, category and free text (sent a second after the last key, spec part 2 §9).
 */
export function NewsListPage({ onEdit, onCreate }: { onEdit: (id: string) => void; onCreate: () => void }) {
  const [yearMonth, setYearMonth] = useState<string | null>(null);
  const [authorId, setAuthorId] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [freeText] = useDebouncedValue(text.trim(), NEWS_FREE_TEXT_DELAY_MS);
  const [page, setPage] = useState(1);
  const filters = { ...(yearMonth ? { yearMonth } : {}), ...(authorId ? { authorId } : {}), ...(categoryId ? { categoryId } : {}), ...(freeText ? { freeText } : {}), offset: (page - 1) * NEWS_PAGE_SIZE };
  const list = useQuery(newsListQuery(filters));
  const dates = useQuery(newsDatesQuery);
  const authors = useQuery(newsAuthorsQuery);
  const categories = useQuery(newsCategoriesQuery);
  const remove = useDeleteNews();

  const filter = (set: (value: string | null) => void) => (value: string | null) => {
    set(value);
    setPage(1);
  };

  const deleteRow = async (row: NewsRow) => {
    if (!(await confirmAction('Slet nyhed', NewsMessages.confirmDelete, { danger: true }))) return;
    remove.mutate(row.Id, {
      onSuccess: (reply) => notifications.show({ color: 'green', message: reply.Message || NewsMessages.deleted }),
      onError: (error) => notifications.show({ color: 'red', title: 'Der skete en fejl...', message: error instanceof ApiError ? error.message : 'Der skete en fejl. Prøv igen.' }),
    });
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Nyheder</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
          Ny nyhed
        </Button>
      </Group>
      <Group align="flex-end">
        <Select label="Dato" placeholder="Alle måneder" clearable data={(dates.data ?? []).map((date) => ({ value: date.Value, label: date.Text }))} value={yearMonth} onChange={filter(setYearMonth)} comboboxProps={{ withinPortal: true }} />
        <Select label="Forfatter" placeholder="Alle" clearable data={(authors.data ?? []).map((author) => ({ value: author.Id, label: author.Name }))} value={authorId} onChange={filter(setAuthorId)} comboboxProps={{ withinPortal: true }} />
        <Select label="Kategori" placeholder="Alle" clearable data={(categories.data ?? []).map((category) => ({ value: category.Id, label: category.Name }))} value={categoryId} onChange={filter(setCategoryId)} comboboxProps={{ withinPortal: true }} />
        <TextInput label="Fritekst" value={text} onChange={(event) => {
          setText(event.currentTarget.value);
          setPage(1);
        }} />
      </Group>
      {list.isError ? <Text c="red">Nyhederne kunne ikke hentes.</Text> : null}
      <DataTable<NewsRow>
        withTableBorder
        minHeight={160}
        idAccessor="Id"
        records={list.data?.List ?? []}
        fetching={list.isFetching}
        totalRecords={list.data?.Total ?? 0}
        recordsPerPage={NEWS_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        noRecordsText="Ingen nyheder"
        paginationText={({ from, to, totalRecords }) => `${from}–${to} af ${totalRecords}`}
        columns={[
          { accessor: 'PublishDate', title: 'Dato', render: (row) => `${row.PublishDate} kl. ${row.PublishTime}${row.IsPublished ? '' : ' (ikke udgivet)'}` },
          { accessor: 'Subject', title: 'Titel' },
          { accessor: 'Author', title: 'Forfatter' },
          { accessor: 'Category', title: 'Kategori' },
          {
            accessor: 'actions',
            title: 'Handlinger',
            textAlign: 'right',
            render: (row) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Tooltip label="Rediger">
                  <ActionIcon variant="subtle" aria-label={`Rediger ${row.Subject}`} onClick={() => onEdit(row.Id)}>
                    <IconEdit size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Slet">
                  <ActionIcon variant="subtle" color="red" aria-label={`Slet ${row.Subject}`} onClick={() => void deleteRow(row)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ),
          },
        ]}
      />
    </Stack>
  );
}
