require('@testing-library/jest-dom');

// jsdom lacks the encoding globals that react-router 7 reads at import time.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// jsdom does not scroll (`window.scrollTo` only logs "Not implemented"); pages that scroll to the top after a step
// are tested for what they show, not for the scroll position.
if (typeof globalThis.window !== 'undefined') globalThis.window.scrollTo = () => undefined;
// Nor does it implement `Element.scrollIntoView`: a component that brings an element into view is tested for what it
// shows and where the focus goes.
if (typeof globalThis.Element !== 'undefined' && !globalThis.Element.prototype.scrollIntoView)
  globalThis.Element.prototype.scrollIntoView = () => undefined;

// jsdom's `crypto` has no `subtle` (every browser has it on https and localhost): Node's stands in, so a page that
// hashes a picked file is tested with a real SHA-256.
if (globalThis.crypto && !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: require('node:crypto').webcrypto.subtle });
}
