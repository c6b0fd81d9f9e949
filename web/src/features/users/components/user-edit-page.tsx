import { Alert, Badge, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconLogin, IconMailForward, IconTrash } from '@tabler/icons-react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { emailSettingsOffered } from '../../../../../domain/users/user.ts';
import { confirmAction, confirmLeavingUnsaved } from '@/components/confirm.tsx';
import { ApiError } from '@/lib/api.ts';
import { isConflict, offerReload } from '@/lib/conflict.ts';
import { currentUserQuery } from '@/lib/current-user.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { userKeys } from '../api/keys.ts';
import { userByIdQuery } from '../api/get-user-by-id.ts';
import { isInitialsAvailable } from '../api/is-initials-available.ts';
import { isUsernameAvailable } from '../api/is-username-available.ts';
import { useResendActivationLink } from '../api/resend-activation-link.ts';
import { useSaveUser } from '../api/save-user.ts';
import type { UserModel } from '../api/types.ts';
import { EMAIL_SETTING_LABELS, saveUserRequest, UserMessages, userFormSchema, userFormValues, type UserFormValues } from '../model/user-form.ts';
import { mayLogInAs, useLogInAs } from './log-in-as.ts';
import { FunctionCheckboxes, SimpleRoleSelect } from './user-role-fields.tsx';

/**
 * The remote availability checks of the user form (spec part 1 §5): the username across DealerHub, the initials within
 * the department. The user's own are available to them. Undefined when available, else the field's message.
 */
const remoteErrors = async (user: Pick<UserModel, 'Id' | 'DealerId'>, values: Pick<UserFormValues, 'Username' | 'Initials'>) => {
  const [username, initials] = await Promise.all([
    isUsernameAvailable(values.Username.trim().toLowerCase(), user.Id),
    isInitialsAvailable(values.Initials.trim(), user.DealerId, user.Id),
  ]);
  return { Username: username ? undefined : UserMessages.usernameTaken, Initials: initials ? undefined : UserMessages.initialsTaken };
};

/**
 * The admin user edit page (spec part 1 §2): name, username, initials, simple role, the five e-mail preferences and
 * the user's functions; delete, resend activation link and log in as user.
 */
export function UserEditPage({
  userId,
  onDeleted,
  onLoggedInAs,
  onBack,
}: {
  userId: string;
  onDeleted: (dealerId: string) => void;
  onLoggedInAs: () => void;
  onBack: (dealerId: string) => void;
}) {
  const { data: user } = useSuspenseQuery(userByIdQuery(userId));
  // A reload after another administrator's save shows their version: the form starts again from it.
  return <UserEditForm key={`${user.Id}:${user.ETag ?? ''}`} user={user} onDeleted={onDeleted} onLoggedInAs={onLoggedInAs} onBack={onBack} />;
}

function UserEditForm({
  user,
  onDeleted,
  onLoggedInAs,
  onBack,
}: {
  user: UserModel;
  onDeleted: (dealerId: string) => void;
  onLoggedInAs: () => void;
  onBack: (dealerId: string) => void;
}) {
  const { data: me } = useSuspenseQuery(currentUserQuery);
  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: userFormValues(user),
    validate: schemaResolver(userFormSchema, { sync: true }),
  });
  const queryClient = useQueryClient();
  const save = useSaveUser();
  // The user's version this form edits: the ETag it was read with, then what each save answered.
  const [version, setVersion] = useState(user.ETag);
  const remove = useDeleteUser();
  const resend = useResendActivationLink();
  const target = { Id: user.Id, Name: user.Name, Email: user.Username, IsActivated: user.IsActivated, IsConsultant: user.IsConsultant, CanAdministrate: user.CanAdministrate };
  // A user with rights the viewer lacks is shown, not edited (the server refuses it too).
  const readOnly = user.IsConsultant || !user.CanAdministrate;

  // Leaving with unsaved changes asks first (spec part 1 §4); not after the user was deleted or is being acted as.
  const leaving = useRef(false);
  const dirty = form.isDirty();
  useBlocker({
    shouldBlockFn: async () => dirty && !leaving.current && !(await confirmLeavingUnsaved()),
    enableBeforeUnload: dirty,
  });
  const leave = (then: () => void): void => {
    leaving.current = true;
    then();
  };
  const logInAs = useLogInAs(() => leave(onLoggedInAs));

  const checkRemote = async (field: 'Username' | 'Initials'): Promise<void> => {
    if (form.validateField(field).hasError) return;
    const errors = await remoteErrors(user, form.getValues()).catch(() => undefined);
    if (errors?.[field]) form.setFieldError(field, errors[field]);
  };

  const submit = async (values: UserFormValues): Promise<void> => {
    const errors = await remoteErrors(user, values).catch(() => undefined);
    if (errors && (errors.Username || errors.Initials)) {
      form.setErrors({ ...(errors.Username ? { Username: errors.Username } : {}), ...(errors.Initials ? { Initials: errors.Initials } : {}) });
      return;
    }
    save.mutate({ request: saveUserRequest(user, values), ifMatch: version }, {
      onSuccess: (reply) => {
        if (reply.version) setVersion(reply.version);
        form.resetDirty();
        notifications.show({ color: 'green', message: reply.Message || UserMessages.saved });
      },
      onError: (error) => {
        if (isConflict(error)) {
          offerReload({ title: UserMessages.changedByOtherTitle, message: UserMessages.changedByOther, reload: UserMessages.reload }, () => {
            void queryClient.invalidateQueries({ queryKey: userKeys.user(user.Id) });
          });
          return;
        }
        if (error instanceof ApiError && error.field && error.field in values) {
          form.setFieldError(error.field, error.message);
          return;
        }
        notifications.show({ color: 'red', title: 'Der skete en fejl...', message: UserMessages.saveFailed });
      },
    });
  };

  const deleteUser = async (): Promise<void> => {
    if (!(await confirmAction('Slet bruger', `Vil du slette ${user.Name || user.Username}? Brugeren kan ikke længere logge ind.`))) return;
    remove.mutate(
      { id: user.Id, dealerId: user.DealerId },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'green', message: reply.Message || UserMessages.deleted });
          leave(() => onDeleted(user.DealerId));
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Der skete en fejl...',
            message: error instanceof ApiError && (error.status === 403 || error.status === 409) ? error.message : UserMessages.deleteFailed,
          }),
      },
    );
  };

  const resendLink = (): void =>
    resend.mutate(
      { userId: user.Id, dealerId: user.DealerId },
      {
        onSuccess: (reply) => notifications.show({ color: 'green', message: reply.Message || UserMessages.emailSent }),
        onError: () => notifications.show({ color: 'red', title: 'Der skete en fejl...', message: UserMessages.emailNotSent }),
      },
    );

  return (
    <form noValidate aria-labelledby="user-title" onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="md" maw={900}>
        <Group justify="space-between" align="center">
          <Group gap="sm">
            <Title order={1} size="h2" id="user-title">
              Rediger bruger
            </Title>
            {user.IsAdmin && <Badge variant="light">Administrator</Badge>}
            {user.IsConsultant && (
              <Badge variant="light" color="grape">
                Konsulent
              </Badge>
            )}
            {!user.IsActivated && (
              <Badge variant="light" color={user.ActivationExpired ? 'red' : 'gray'} data-testid="activation-status">
                {user.ActivationExpired ? 'Aktiveringslink udløbet' : 'Ikke aktiveret'}
              </Badge>
            )}
          </Group>
          <Button variant="subtle" onClick={() => onBack(user.DealerId)}>
            Tilbage til brugere
          </Button>
        </Group>
        {user.IsConsultant ? (
          <Alert color="grape" variant="light">
            {UserMessages.consultantNotEditable}
          </Alert>
        ) : (
          !user.CanAdministrate && (
            <Alert color="yellow" variant="light">
              {UserMessages.editOutranked}
            </Alert>
          )
        )}
        <Paper withBorder p="md">
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Navn" required key={form.key('Name')} {...form.getInputProps('Name')} />
              <TextInput
                label="Brugernavn (e-mail)"
                type="email"
                required
                key={form.key('Username')}
                {...form.getInputProps('Username')}
                onBlur={() => void checkRemote('Username')}
              />
              <TextInput
                label="Initialer"
                required
                maxLength={6}
                key={form.key('Initials')}
                {...form.getInputProps('Initials')}
                onBlur={() => void checkRemote('Initials')}
              />
              <SimpleRoleSelect key={form.key('SimpleRole')} offered={user.AvailableSimpleRoles} {...form.getInputProps('SimpleRole')} />
            </SimpleGrid>
          </fieldset>
        </Paper>
        <Paper withBorder p="md" aria-labelledby="user-contact-title">
          <Title order={2} size="h5" mb="xs" id="user-contact-title">
            Kontaktoplysninger
          </Title>
          {/* The user's own details: shown here, kept by the user on their account page. */}
          <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="user-contact">
            <TextInput label="Titel" value={user.Title} readOnly />
            <TextInput label="Mobilnummer" value={user.CellPhone} readOnly />
            <TextInput label="Adresse" value={user.Address} readOnly />
            <TextInput label="Postnummer" value={user.ZipCode} readOnly />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h5" mb="xs">
            E-mails
          </Title>
          <Stack gap={6}>
            {emailSettingsOffered(user.PPAFeatureToggle === true).map((setting) => (
              <Checkbox key={form.key(setting)} label={EMAIL_SETTING_LABELS[setting]} disabled={readOnly} {...form.getInputProps(setting, { type: 'checkbox' })} />
            ))}
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h5" mb="xs">
            Funktioner
          </Title>
          {user.AvailableRoles.length === 0 ? (
            <Text size="sm" c="dimmed">
              Afdelingen har ingen funktioner.
            </Text>
          ) : (
            <FunctionCheckboxes key={form.key('SelectedRoles')} {...form.getInputProps('SelectedRoles')} roles={user.AvailableRoles} disabled={readOnly} />
          )}
        </Paper>
        <Group justify="space-between">
          <Group gap="xs">
            <Button type="submit" loading={save.isPending} disabled={readOnly}>
              Gem
            </Button>
            {!user.IsActivated && user.CanAdministrate && (
              <Button variant="light" leftSection={<IconMailForward size={16} />} onClick={resendLink} loading={resend.isPending}>
                Gensend aktiveringslink
              </Button>
            )}
            {mayLogInAs(me, target) && (
              <Button variant="light" leftSection={<IconLogin size={16} />} onClick={() => void logInAs.run(target)} loading={logInAs.pending}>
                Log ind som bruger
              </Button>
            )}
          </Group>
          {user.Id !== me.UserId && user.CanAdministrate && (
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => void deleteUser()} loading={remove.isPending}>
              Slet bruger
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
