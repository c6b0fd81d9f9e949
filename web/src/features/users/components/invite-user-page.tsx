import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconMailForward } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api.ts';
import { newUserQuery } from '../api/get-new-user.ts';
import { isUsernameAvailable } from '../api/is-username-available.ts';
import { useSendActivationLink } from '../api/send-activation-link.ts';
import { inviteFormSchema, roleIds, UserMessages, type InviteFormValues } from '../model/user-form.ts';
import { FunctionCheckboxes, SimpleRoleSelect } from './user-role-fields.tsx';

/**
 * Create user (spec part 1 §2, part 2 §7): by invitation. The administrator gives the e-mail, which becomes the
 * username, a role and the functions; the user gets an activation link by e-mail and fills in the rest themselves.
 */
export function InviteUserPage({ dealerId, onSent, onCancel }: { dealerId: string; onSent: () => void; onCancel: () => void }) {
  const { data: model } = useSuspenseQuery(newUserQuery(dealerId));
  const send = useSendActivationLink();
  const form = useForm<InviteFormValues>({
    mode: 'controlled',
    initialValues: { Email: '', SimpleRole: model.SimpleRole, SelectedRoles: roleIds(model.SelectedRoles) },
    validate: schemaResolver(inviteFormSchema, { sync: true }),
  });

  const emailTaken = async (email: string): Promise<boolean> => !(await isUsernameAvailable(email.trim().toLowerCase()).catch(() => true));

  const checkEmail = async (): Promise<void> => {
    if (form.validateField('Email').hasError) return;
    if (await emailTaken(form.getValues().Email)) form.setFieldError('Email', UserMessages.usernameTaken);
  };

  const submit = async (values: InviteFormValues): Promise<void> => {
    if (await emailTaken(values.Email)) {
      form.setFieldError('Email', UserMessages.usernameTaken);
      return;
    }
    send.mutate(
      { DealerId: model.DealerId, Email: values.Email.trim().toLowerCase(), SimpleRole: values.SimpleRole, SelectedRoles: values.SelectedRoles.map(Number) },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'green', message: reply.Message || UserMessages.emailSent });
          onSent();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'Email') {
            form.setFieldError('Email', error.message);
            return;
          }
          notifications.show({ color: 'red', title: 'Der skete en fejl...', message: UserMessages.emailNotSent });
        },
      },
    );
  };

  return (
    <form noValidate aria-labelledby="create-user-title" onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="md" maw={900}>
        <Title order={1} size="h2" id="create-user-title">
          Opret bruger
        </Title>
        <Text c="dimmed" size="sm">
          {model.DealerName}: brugeren får en e-mail med et link, hvor de selv udfylder navn, initialer og adgangskode.
        </Text>
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="E-mail" type="email" required key={form.key('Email')} {...form.getInputProps('Email')} onBlur={() => void checkEmail()} />
            <SimpleRoleSelect key={form.key('SimpleRole')} offered={model.AvailableSimpleRoles} {...form.getInputProps('SimpleRole')} />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h5" mb="xs">
            Funktioner
          </Title>
          {model.AvailableRoles.length === 0 ? (
            <Alert color="gray">Afdelingen har ingen funktioner.</Alert>
          ) : (
            <FunctionCheckboxes key={form.key('SelectedRoles')} {...form.getInputProps('SelectedRoles')} roles={model.AvailableRoles} />
          )}
        </Paper>
        <Group>
          <Button type="submit" leftSection={<IconMailForward size={16} />} loading={send.isPending}>
            Send aktiveringslink
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            Annuller
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
