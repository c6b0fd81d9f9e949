import { Button, Checkbox, Divider, Group, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { UserMessages } from '../../../../../domain/users/messages.ts';
import { emailSettingsOffered, myAccountPasswordRule, updateMyAccountSchema } from '../../../../../domain/users/user.ts';
import { PasswordField } from '@/components/password-field.tsx';
import { ApiError } from '@/lib/api.ts';
import { currentUserQuery } from '@/lib/current-user.ts';
import { useUpdateMyAccount, type MyAccount, type UpdateMyAccountInput } from '../api/my-account.ts';
import { EMAIL_CONSENT_LABELS } from '../model/activation-form.ts';

/**
 * The account page's form (part 2 §3, §5 Account): the user's own details and e-mail preferences, and an optional new
 * password; a new password or a new username needs the current password. A server error about a field is shown on that field (the current password's on
 * the password field); any other failure says 'Der skete en fejl. Prøv igen.'.
 */
const formValues = ({ PPAFeatureToggle: _toggle, ...account }: MyAccount): UpdateMyAccountInput => ({ ...account, Password: '', NewPassword: '', NewPasswordRepeated: '' });

const validateFields = schemaResolver(updateMyAccountSchema, { sync: true });

export function MyAccountForm({ account }: { account: MyAccount }) {
  const offered = emailSettingsOffered(account.PPAFeatureToggle);
  const actingAs = Boolean(useQuery(currentUserQuery).data?.ImpersonatedBy);
  const form = useForm<UpdateMyAccountInput>({
    mode: 'controlled',
    initialValues: formValues(account),
    // The schema's rules, then what the current password is asked for against the saved username.
    validate: (values) => ({ ...myAccountPasswordRule(account.Username, values, actingAs).issues, ...validateFields(values) }),
  });
  const update = useUpdateMyAccount();

  const submit = (values: UpdateMyAccountInput): void => {
    update.mutate(values, {
      onSuccess: (reply) => {
        notifications.show({ color: 'green', message: reply.Message });
        form.setValues(formValues(reply.Account));
        form.resetDirty();
      },
      onError: (error) => {
        const field = error instanceof ApiError ? error.field : undefined;
        if (field && field in values) {
          form.setFieldError(field, error.message);
          return;
        }
        notifications.show({ color: 'red', message: UserMessages.accountSaveFailed });
      },
    });
  };

  return (
    <form noValidate aria-labelledby="my-account-title" onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm" maw={560}>
        <Title order={1} size="h2" id="my-account-title">
          Min konto
        </Title>
        <TextInput label="Brugernavn (e-mail)" type="email" required autoComplete="username" key={form.key('Username')} {...form.getInputProps('Username')} />
        <TextInput label="Navn" required autoComplete="name" key={form.key('Name')} {...form.getInputProps('Name')} />
        <TextInput label="Initialer" required maxLength={6} key={form.key('Initials')} {...form.getInputProps('Initials')} />
        <TextInput label="Titel" autoComplete="organization-title" key={form.key('Title')} {...form.getInputProps('Title')} />
        <TextInput label="Adresse" autoComplete="street-address" key={form.key('Address')} {...form.getInputProps('Address')} />
        <Group grow>
          <TextInput label="Postnummer" autoComplete="postal-code" key={form.key('ZipCode')} {...form.getInputProps('ZipCode')} />
          <TextInput label="By" autoComplete="address-level2" key={form.key('City')} {...form.getInputProps('City')} />
        </Group>
        <TextInput label="Mobilnummer" type="tel" autoComplete="tel" key={form.key('CellPhone')} {...form.getInputProps('CellPhone')} />
        <Divider label="E-mails" labelPosition="left" />
        {offered.map((setting) => (
          <Checkbox key={form.key(setting)} label={EMAIL_CONSENT_LABELS[setting]} {...form.getInputProps(setting, { type: 'checkbox' })} />
        ))}
        <Divider label="Skift adgangskode" labelPosition="left" />
        <PasswordField
          label="Nuværende adgangskode"
          description="Skal udfyldes, når du skifter brugernavn eller adgangskode."
          autoComplete="current-password" key={form.key('Password')} {...form.getInputProps('Password')} />
        <PasswordField label="Ny adgangskode" description={UserMessages.passwordHint} autoComplete="new-password" key={form.key('NewPassword')} {...form.getInputProps('NewPassword')} />
        <PasswordField label="Gentag ny adgangskode" autoComplete="new-password" key={form.key('NewPasswordRepeated')} {...form.getInputProps('NewPasswordRepeated')} />
        <Group>
          <Button type="submit" loading={update.isPending}>
            Gem
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
