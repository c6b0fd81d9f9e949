import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { UserMessages } from '../../../../../domain/users/messages.ts';
import { requestPasswordResetSchema, resetPasswordSchema } from '../../../../../domain/users/user.ts';
import { PasswordField } from '@/components/password-field.tsx';
import { ApiError } from '@/lib/api.ts';
import { useRequestPasswordReset, useResetPassword, type ResetPasswordInput } from '../api/password-reset.ts';

const FAILED = 'Der skete en fejl. Prøv igen.';
const failureOf = (error: Error): string => (error instanceof ApiError ? error.message : FAILED);

/** The login area's forgotten-password form: the e-mail, then the same answer whether it is known or not. */
export function RequestResetPasswordForm() {
  const [answer, setAnswer] = useState<string>();
  const form = useForm({ mode: 'uncontrolled', initialValues: { Username: '' }, validate: schemaResolver(requestPasswordResetSchema, { sync: true }) });
  const request = useRequestPasswordReset();
  return (
    <form noValidate aria-labelledby="request-reset-title" onSubmit={form.onSubmit((values) => request.mutate(values, { onSuccess: (reply) => setAnswer(reply.Message) }))}>
      <Stack gap="md">
        <Title order={1} size="h2" id="request-reset-title">
          Glemt adgangskode
        </Title>
        {answer ? (
          <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
            {answer}
          </Alert>
        ) : (
          <>
            <Text size="sm">Skriv din e-mail, så sender vi dig et link til at vælge en ny adgangskode.</Text>
            {request.error && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {failureOf(request.error)}
              </Alert>
            )}
            <TextInput label="E-mail" type="email" autoComplete="username" required autoFocus key={form.key('Username')} {...form.getInputProps('Username')} />
            <Button type="submit" loading={request.isPending} fullWidth>
              Send link
            </Button>
          </>
        )}
      </Stack>
    </form>
  );
}

/** The form the reset link opens: the new password twice, with the strength rule of every password. */
export function ResetPasswordForm({ userId, token, onDone }: { userId: string; token: string; onDone: (message: string) => void }) {
  const form = useForm<ResetPasswordInput>({
    mode: 'uncontrolled',
    initialValues: { UserId: userId, Token: token, NewPassword: '', PasswordRepeated: '' },
    validate: schemaResolver(resetPasswordSchema, { sync: true }),
  });
  const reset = useResetPassword();
  const linkBroken = userId === '' || token === '';
  const submit = (values: ResetPasswordInput): void =>
    reset.mutate(values, {
      onSuccess: (reply) => onDone(reply.Message),
      onError: (error) => {
        if (error instanceof ApiError && error.field && error.field in values && error.field !== 'UserId' && error.field !== 'Token') form.setFieldError(error.field, error.message);
      },
    });
  const refusal = reset.error instanceof ApiError && (reset.error.status === 409 || reset.error.field === 'UserId' || reset.error.field === 'Token') ? UserMessages.resetInvalid : reset.error && !(reset.error instanceof ApiError && reset.error.field) ? failureOf(reset.error) : undefined;
  return (
    <form noValidate aria-labelledby="reset-title" onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <Title order={1} size="h2" id="reset-title">
          Vælg ny adgangskode
        </Title>
        {(linkBroken || refusal) && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {linkBroken ? UserMessages.resetInvalid : refusal}
          </Alert>
        )}
        <PasswordField label="Ny adgangskode" description={UserMessages.passwordHint} required autoComplete="new-password" key={form.key('NewPassword')} {...form.getInputProps('NewPassword')} />
        <PasswordField label="Gentag ny adgangskode" required autoComplete="new-password" key={form.key('PasswordRepeated')} {...form.getInputProps('PasswordRepeated')} />
        <Button type="submit" loading={reset.isPending} disabled={linkBroken} fullWidth>
          Gem ny adgangskode
        </Button>
      </Stack>
    </form>
  );
}
