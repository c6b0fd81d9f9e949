/** The user administration's query keys: a command invalidates what it changed. */
export const userKeys = {
  users: (dealerId: string) => ['users', dealerId] as const,
  usersOf: (dealerId: string, freeText: string) => ['users', dealerId, { freeText }] as const,
  user: (id: string) => ['users', 'user', id] as const,
  newUser: (dealerId: string) => ['users', 'new-user', dealerId] as const,
};
