import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { myAccountQuery } from '../api/my-account.ts';
import { MyAccountForm } from './my-account-form.tsx';

/** The 'Min konto' page: loads the user's own account, then the form. */
export function MyAccountPage() {
  const account = useQuery(myAccountQuery);
  if (account.isError) return <Alert color="red">{account.error.message}</Alert>;
  if (!account.data) return <Loader aria-label="Henter" />;
  return <MyAccountForm account={account.data} />;
}
