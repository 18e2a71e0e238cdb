// The test kit of every remote (`@claims/ui/testing`): one fake API, one session factory, one render helper.
export {
  apiError,
  expectEveryRequestHandled,
  mockApi,
  requestsTo,
  type ApiHandler,
  type ApiHandlers,
  type MockReply,
  type MockRequest,
} from './fake-api';
export { makeSession, signInWith, signOutIfNeeded } from './session';
export { cleanUpArea } from './clean-up';
export { renderArea, type RenderAreaOptions, type RouterProbe } from './render-area';
