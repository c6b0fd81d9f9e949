import { useMutation } from '@tanstack/react-query';
import type { EmailSetting } from '../../../../../domain/users/user.ts';
import { api } from '@/lib/api.ts';

export type CreateAccountInput = {
  UserId: string;
  Key: string;
  Name: string;
  Initials: string;
  Address: string;
  ZipCode: string;
  CellPhone: string;
  Title: string;
  NewPassword: string;
  PasswordRepeated: string;
  TermsAndLicenseAccepted: boolean;
  DsaRequirementAccepted: boolean;
} & Record<EmailSetting, boolean>;

/** POST /api/account/create: the invitee activates their user; the key is spent. Answers 'Bruger oprettet'. */
export const createAccount = (request: CreateAccountInput): Promise<{ Message: string; Username: string }> =>
  api.post<{ Message: string; Username: string }>('/api/account/create', request);

export const useCreateAccount = () => useMutation({ mutationFn: createAccount });
