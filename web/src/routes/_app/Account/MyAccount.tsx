import { createFileRoute } from '@tanstack/react-router';
import { MyAccountPage } from '@/features/users/components/my-account-page.tsx';

/** /Account/MyAccount: the signed-in user's own account page (spec part 2 §2 Account), inside the app's shell. */
export const Route = createFileRoute('/_app/Account/MyAccount')({
  component: MyAccountPage,
});
