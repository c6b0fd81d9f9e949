import { notifications } from '@mantine/notifications';
import { confirmAction } from '@/components/confirm.tsx';
import { ApiError } from '@/lib/api.ts';
import { hasRoleFlag, mayDo, type CurrentUser } from '@/lib/current-user.ts';
import { useLogInAsUser } from '../api/log-in-as-user.ts';

/** The user the administrator would act as. */
export interface LogInAsTarget {
  Id: string;
  Name: string;
  Email: string;
  IsActivated: boolean;
  IsConsultant: boolean;
  /** The user's rights are within the administrator's own (the server's answer). */
  CanAdministrate: boolean;
}

/**
 * Whether the signed-in administrator may log in as the user: their role allows it and their department has
 * can_login_as_any_user, or can_login_as_consultant_user for a consultant user; never as themselves, never while
 * already acting as someone, never as a user who has not activated or who has rights the administrator lacks. The
 * server decides the same.
 */
export const mayLogInAs = (me: CurrentUser, target: LogInAsTarget): boolean =>
  mayDo(me, 'logInAsUser') &&
  !me.ImpersonatedBy &&
  target.Id !== me.UserId &&
  target.IsActivated &&
  target.CanAdministrate &&
  (hasRoleFlag(me, 'can_login_as_any_user') || (hasRoleFlag(me, 'can_login_as_consultant_user') && target.IsConsultant));

/** Log in as user after confirmation (spec part 1 §4); then `onDone` (the start page, as the user). */
export const useLogInAs = (onDone: () => void) => {
  const mutation = useLogInAsUser();
  const run = async (target: LogInAsTarget): Promise<void> => {
    const who = target.Name || target.Email;
    if (!(await confirmAction('Log ind som bruger', `Vil du logge ind som ${who}? Du vender tilbage til dig selv, når du logger ud.`))) return;
    mutation.mutate(target.Id, {
      onSuccess: onDone,
      onError: (error) =>
        notifications.show({ color: 'red', title: 'Der skete en fejl...', message: error instanceof ApiError ? error.message : 'Du blev ikke logget ind som brugeren.' }),
    });
  };
  return { run, pending: mutation.isPending, pendingFor: mutation.isPending ? mutation.variables : undefined };
};
