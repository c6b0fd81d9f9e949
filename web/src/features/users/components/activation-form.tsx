import { Alert, Button, Checkbox, Divider, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { UserMessages } from '../../../../../domain/users/messages.ts';
import { EMAIL_SETTINGS } from '../../../../../domain/users/user.ts';
import { PasswordField } from '@/components/password-field.tsx';
import { ApiError } from '@/lib/api.ts';
import { checkAccountInitials } from '../api/check-account-initials.ts';
import { useCreateAccount, type CreateAccountInput } from '../api/create-account.ts';
import { userActivationQuery } from '../api/get-user-activation.ts';
import { blankActivationForm, activationFormSchema, EMAIL_CONSENT_LABELS } from '../model/activation-form.ts';
import { DSA_LABEL, TERMS_LABEL } from '../model/terms-labels.ts';

/**
 * What the page says when the invitation cannot be used: the refusal's own text for a spent or expired key (409), the
 * invalid-link text for a link that is not one (a missing or malformed key, an unknown user), else a general failure.
 */
const activationFailure = (error: Error | null): string => {
  if (!error) return UserMessages.activationInvalid;
  if (error instanceof ApiError && error.status === 409) return error.message;
  if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return UserMessages.activationInvalid;
  return 'Der skete en fejl. Prøv igen.';
};

/**
 * The create-user-from-link page's content (spec part 2 §2, §5): the invitation of the link (user id and key), then
 * name, initials, password, the e-mail consents and the terms and DSA acceptance. A spent or expired link says so.
 */
export function ActivationForm({ userId, activationKey, onCreated }: { userId: string; activationKey: string; onCreated: (username: string) => void }) {
  const linkComplete = userId !== '' && activationKey !== '';
  const activation = useQuery({ ...userActivationQuery(userId, activationKey), enabled: linkComplete });
  if (!linkComplete || activation.isError) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          Opret bruger
        </Title>
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {activationFailure(linkComplete ? activation.error : null)}
        </Alert>
      </Stack>
    );
  }
  if (!activation.data) return <Text c="dimmed">Henter invitationen...</Text>;
  return <CreateUserForm userId={userId} activationKey={activationKey} username={activation.data.Username} dealerName={activation.data.DealerName} onCreated={onCreated} />;
}

function CreateUserForm({
  userId,
  activationKey,
  username,
  dealerName,
  onCreated,
}: {
  userId: string;
  activationKey: string;
  username: string;
  dealerName: string;
  onCreated: (username: string) => void;
}) {
  const form = useForm<CreateAccountInput>({
    mode: 'controlled',
    initialValues: blankActivationForm(userId, activationKey),
    validate: schemaResolver(activationFormSchema, { sync: true }),
  });
  const create = useCreateAccount();

  const initialsTaken = async (initials: string): Promise<boolean> => !(await checkAccountInitials(initials.trim(), userId, activationKey).catch(() => true));

  const checkInitials = async (): Promise<void> => {
    if (form.validateField('Initials').hasError) return;
    if (await initialsTaken(form.getValues().Initials)) form.setFieldError('Initials', UserMessages.initialsTaken);
  };

  const submit = async (values: CreateAccountInput): Promise<void> => {
    if (await initialsTaken(values.Initials)) {
      form.setFieldError('Initials', UserMessages.initialsTaken);
      return;
    }
    create.mutate(
      { ...values, Name: values.Name.trim(), Initials: values.Initials.trim().toUpperCase() },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'green', message: reply.Message || UserMessages.created });
          onCreated(reply.Username || username);
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.field : undefined;
          if (field && field in values) form.setFieldError(field, error.message);
          notifications.show({
            color: 'red',
            title: UserMessages.notCreated,
            message: field === 'Initials' || (error instanceof ApiError && error.status === 409) ? error.message : 'Der skete en fejl...',
          });
        },
      },
    );
  };

  return (
    <form noValidate aria-labelledby="create-user-title" onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="sm">
        <Title order={1} size="h2" id="create-user-title">
          Opret bruger
        </Title>
        <Text size="sm" c="dimmed">
          {dealerName} har inviteret dig til DealerHub. Udfyld dine oplysninger og vælg en adgangskode.
        </Text>
        <TextInput label="Brugernavn" value={username} readOnly autoComplete="username" />
        <TextInput label="Navn" required autoComplete="name" key={form.key('Name')} {...form.getInputProps('Name')} />
        <TextInput label="Initialer" required maxLength={6} key={form.key('Initials')} {...form.getInputProps('Initials')} onBlur={() => void checkInitials()} />
        <TextInput label="Titel" autoComplete="organization-title" key={form.key('Title')} {...form.getInputProps('Title')} />
        <TextInput label="Adresse" autoComplete="street-address" key={form.key('Address')} {...form.getInputProps('Address')} />
        <TextInput label="Postnummer" autoComplete="postal-code" inputMode="numeric" key={form.key('ZipCode')} {...form.getInputProps('ZipCode')} />
        <TextInput label="Mobilnummer" type="tel" autoComplete="tel" key={form.key('CellPhone')} {...form.getInputProps('CellPhone')} />
        <PasswordField
          label="Adgangskode"
          description={UserMessages.passwordHint}
          required
          autoComplete="new-password"
          key={form.key('NewPassword')}
          {...form.getInputProps('NewPassword')}
        />
        <PasswordField label="Gentag adgangskode" required autoComplete="new-password" key={form.key('PasswordRepeated')} {...form.getInputProps('PasswordRepeated')} />
        <Divider label="E-mails" labelPosition="left" />
        {EMAIL_SETTINGS.map((setting) => (
          <Checkbox key={form.key(setting)} label={EMAIL_CONSENT_LABELS[setting]} {...form.getInputProps(setting, { type: 'checkbox' })} />
        ))}
        <Divider label="Vilkår" labelPosition="left" />
        <Checkbox label={TERMS_LABEL} key={form.key('TermsAndLicenseAccepted')} {...form.getInputProps('TermsAndLicenseAccepted', { type: 'checkbox' })} />
        <Checkbox label={DSA_LABEL} key={form.key('DsaRequirementAccepted')} {...form.getInputProps('DsaRequirementAccepted', { type: 'checkbox' })} />
        <Button type="submit" loading={create.isPending} mt="sm">
          Opret bruger
        </Button>
      </Stack>
    </form>
  );
}
