import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { appSession, watchSession, type Session, type SessionState } from './session.ts';

const SessionContext = createContext<Session>(appSession);

/** Provides the session and runs its 30-second check while mounted. */
export function SessionProvider({ session = appSession, children }: { session?: Session; children: ReactNode }) {
  useEffect(() => watchSession(session), [session]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export const useSession = (): Session => useContext(SessionContext);

/** The session's state; re-renders when it changes (the logout modal shows on 'expired'). */
export const useSessionState = (): SessionState => {
  const session = useSession();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
};
