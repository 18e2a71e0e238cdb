import { act } from '@testing-library/react';
import { toast } from '../components/toaster';
import { expectEveryRequestHandled } from './fake-api';
import { signOutIfNeeded } from './session';

/**
 * Ends a test of a remote; call as `afterEach(cleanUpArea)`. Clears what outlives a test in module-level stores and the
 * browser (notices, the session, local and session storage: a cart or a draft kept for a reload), then fails the test
 * when a request reached the fake API with no handler (after the clean-up, so the next test still starts clean).
 */
export async function cleanUpArea(): Promise<void> {
  act(() => void toast.dismiss());
  await signOutIfNeeded();
  localStorage.clear();
  sessionStorage.clear();
  expectEveryRequestHandled();
}
