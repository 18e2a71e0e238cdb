import type { Role } from '@claims/contracts';
import { makeSession, mockApi, signInWith, type ApiHandlers } from '@claims/ui/testing';

// The fake API, session factory and sign-out come from the shared test kit (@claims/ui/testing).
export { makeSession, mockApi, signOutIfNeeded, type MockReply, type MockRequest } from '@claims/ui/testing';

/** Signs the shared session in with these roles; `handlers` then answer the page's requests. */
export async function signInAs(roles: Role[], handlers: ApiHandlers = {}) {
  await signInWith(makeSession(roles));
  mockApi(handlers);
}
