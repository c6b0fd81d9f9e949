import { Alert, Button, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { PasswordField } from '@/components/password-field.tsx';
import { ApiError } from '@/lib/api.ts';
import type { CurrentUser } from '@/lib/current-user.ts';
import { login, type LoginRequest } from '../api/session.ts';
import { loginSchema } from '../../../../../domain/users/sign-in.ts';

const FAILED = 'Der skete en fejl. Prøv igen.';

/**
 * The login form: required fields checked in the browser, the server's message on 401 (wrong login) and 429. `ready`
 * settles once the browser holds the anti-forgery cookie the login must echo.
 */
export function LoginForm({ onLoggedIn, ready }: { onLoggedIn: (user: CurrentUser) => void; ready: Promise<unknown> }) {
  const [failure, setFailure] = useState<string>();
  const form = useForm<LoginRequest>({
    mode: 'uncontrolled',
    initialValues: { Username: '', Password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  });
  const mutation = useMutation({
    mutationFn: async (request: LoginRequest) => {
      await ready;
      return login(request);
    },
    onSuccess: onLoggedIn,
    onError: (error) => {
      if (error instanceof ApiError && error.field && error.field in form.getValues()) {
        form.setFieldError(error.field, error.message);
        return;
      }
      setFailure(error instanceof ApiError ? error.message : FAILED);
    },
  });

  return (
    <form
      noValidate
      aria-labelledby="login-title"
      onSubmit={form.onSubmit((values) => {
        setFailure(undefined);
        mutation.mutate(values);
      })}
    >
      <Stack gap="md">
        <Title order={1} size="h2" id="login-title">
          Log ind
        </Title>
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label="Brugernavn"
          type="email"
          autoComplete="username"
          required
          autoFocus
          key={form.key('Username')}
          {...form.getInputProps('Username')}
        />
        <PasswordField
          label="Adgangskode"
          autoComplete="current-password"
          required
          key={form.key('Password')}
          {...form.getInputProps('Password')}
        />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          Log ind
        </Button>
      </Stack>
    </form>
  );
}
