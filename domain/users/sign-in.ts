import * as z from 'zod';

/** The login form's rules (POST /api/account/login), one schema for the server and the form. */
export const loginSchema = z.object({
  Username: z
    .string({ error: 'Brugernavn skal udfyldes.' })
    .trim()
    .min(1, 'Brugernavn skal udfyldes.')
    .max(254, 'Brugernavn må højst være 254 tegn.'),
  Password: z
    .string({ error: 'Adgangskode skal udfyldes.' })
    .min(1, 'Adgangskode skal udfyldes.')
    .max(1024, 'Adgangskode må højst være 1024 tegn.'),
});
export type LoginRequest = z.infer<typeof loginSchema>;
