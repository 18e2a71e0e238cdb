import type { Role, Session, SignInBody, SignUpBody } from '@claims/contracts';
import { useSyncExternalStore } from 'react';
import { createSessionStore, type SessionStore } from './session-store';

// web-kit is a federation singleton, so this one store serves the shell and every remote.
let defaultStore: SessionStore | null = null;

/** The site's session store, created on first use (reads local storage and starts the renewal timer). */
export function getSessionStore(): SessionStore {
  defaultStore ??= createSessionStore();
  return defaultStore;
}

export const signIn = (body: SignInBody): Promise<Session> => getSessionStore().signIn(body);
export const signUp = (body: SignUpBody): Promise<Session> => getSessionStore().signUp(body);
export const signOut = (): Promise<void> => getSessionStore().signOut();
export const refreshSession = (): Promise<Session | null> => getSessionStore().refresh();
export const getSession = (): Session | null => getSessionStore().getSession();
/** Whether the last session was ended by the server (expired or revoked) rather than by signing out, lately. */
export const sessionEndedByServer = (): boolean => getSessionStore().sessionEndedByServer();
/** Forgets that the last session was ended by the server, once the visitor has been told. */
export const forgetSessionEnded = (): void => getSessionStore().forgetSessionEnded();

const subscribe = (listener: () => void) => getSessionStore().subscribe(listener);
const getSnapshot = () => getSessionStore().getSession();
const getServerSnapshot = () => null;

/** The signed-in session, or null; re-renders on sign-in, renewal, sign-out and changes from other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

export function hasRole(session: Session | null, ...roles: Role[]): boolean {
  return !!session && session.roles.some((role) => roles.includes(role));
}
