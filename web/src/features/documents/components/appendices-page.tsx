import { Button, FileInput, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AppendixMessages } from '../../../../../domain/documents/print-options.ts';
import { formatDate, formatNumber } from '../../../../../domain/format.ts';
import { confirmAction } from '@/components/confirm.tsx';
import { ApiError } from '@/lib/api.ts';
import { useDeleteAppendix } from '../api/delete-appendix.ts';
import { appendicesQuery } from '../api/appendix-list-by-dealer.ts';
import type { ListedAppendix } from '../api/types.ts';
import { DeletableList } from '@/components/deletable-list.tsx';
import { useUploadAppendix } from '../api/upload-appendix.ts';
import { appendixUploadErrors } from '../model/appendix-upload.ts';

/** Sales contract appendix management (spec part 1 §2): upload, list, delete the department's appendices. */
export function AppendicesPage({ dealerId }: { dealerId: string }) {
  const appendices = useQuery(appendicesQuery(dealerId));
  const upload = useUploadAppendix();
  const remove = useDeleteAppendix();
  const [label, setLabel] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ label?: string; file?: string }>({});

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const found = appendixUploadErrors(label, file);
    setErrors(found);
    if (found.label || found.file || !file) return;
    upload.mutate(
      { dealerId, label: label.trim(), file },
      {
        onSuccess: () => {
          setLabel('');
          setFile(null);
          notifications.show({ color: 'green', message: 'Bilaget er gemt.' });
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.field === 'file' || error.field === 'label')) {
            setErrors({ [error.field]: error.message });
            return;
          }
          notifications.show({ color: 'red', title: 'Der skete en fejl...', message: error instanceof ApiError ? error.message : 'Bilaget blev ikke gemt.' });
        },
      },
    );
  };

  const deleteAppendix = async (row: ListedAppendix): Promise<void> => {
    if (!(await confirmAction('Slet bilag', `Vil du slette bilaget '${row.Label}'? Dokumenter, der allerede er udskrevet med det, beholder det.`))) return;
    remove.mutate(
      { id: row.Id, dealerId },
      {
        onSuccess: (reply) => notifications.show({ color: 'green', message: reply.Message || AppendixMessages.deleted }),
        onError: (error) => notifications.show({ color: 'red', title: 'Der skete en fejl...', message: error instanceof ApiError ? error.message : 'Bilaget blev ikke slettet.' }),
      },
    );
  };

  return (
    <Stack gap="md" maw={820}>
      <Title order={1} size="h2">
        Bilag til slutsedler
      </Title>
      <Text size="sm" c="dimmed">
        PDF-bilag, der kan vedlægges slutsedler, lejekontrakter og prøvekørselsaftaler. Højst 4 MB pr. fil.
      </Text>
      <Paper withBorder p="md">
        <form noValidate onSubmit={submit}>
          <Group align="flex-start">
            <TextInput
              label="Navn på bilaget"
              value={label}
              onChange={(event) => {
                setLabel(event.currentTarget.value);
                setErrors((current) => ({ ...current, label: undefined }));
              }}
              error={errors.label}
              w={260}
            />
            <FileInput
              label="PDF-fil"
              placeholder="Vælg fil"
              accept="application/pdf,.pdf"
              leftSection={<IconFileTypePdf size={16} />}
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                setErrors((current) => ({ ...current, file: undefined }));
              }}
              error={errors.file}
              w={260}
              clearable
            />
            <Button type="submit" mt={25} leftSection={<IconUpload size={16} />} loading={upload.isPending}>
              Upload
            </Button>
          </Group>
        </form>
      </Paper>
      <DeletableList<ListedAppendix>
        label="Bilag"
        query={appendices}
        failedText="Bilagene kunne ikke hentes."
        noRecordsText="Ingen bilag"
        nameOf={(row) => row.Label}
        onDelete={(row) => void deleteAppendix(row)}
        columns={[
          { accessor: 'Label', title: 'Navn' },
          { accessor: 'Pages', title: 'Sider', width: 80, render: (row) => (row.Pages === undefined ? '' : formatNumber(row.Pages)) },
          { accessor: 'CreatedDate', title: 'Uploadet', width: 120, render: (row) => (row.CreatedDate ? formatDate(row.CreatedDate) : '') },
        ]}
      />
    </Stack>
  );
}
