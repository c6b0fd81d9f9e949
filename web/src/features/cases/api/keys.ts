/** The cases' query keys: a command reloads or invalidates what it changed. */
export const caseKeys = {
  all: ['cases'] as const,
  case: (id: string) => ['cases', 'case', id] as const,
  blank: (search: { carId?: string; customerId?: string; financeOfferId?: string }) => ['cases', 'new', search] as const,
  details: (id: string) => ['cases', 'details', id] as const,
};

/**
 * A command on a case, while it runs: the case's toolbar shows it as busy and refuses a second one. A case not yet
 * saved has no id: its commands share the key 'new'.
 */
export const caseCommandKeys = {
  of: (caseId: string | null) => ['cases', 'command', caseId ?? 'new'] as const,
  command: (caseId: string | null, action: string) => ['cases', 'command', caseId ?? 'new', action] as const,
};
