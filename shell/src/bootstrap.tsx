import { registerPlugins } from '@module-federation/enhanced/runtime';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createResiliencePlugin } from './features/remotes/lib/resilience-plugin';
import { capturePrerenderedSnapshot } from './features/remotes/lib/prerendered-snapshot';
import { siteRegistry } from './features/remotes/lib/site-registry';

registerPlugins([createResiliencePlugin()]);
// Areas show their skeleton until /remotes.json is read; the chrome renders at once.
void siteRegistry.load();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// The edge may have put the page's prerendered content in #root; it stays on screen until the area is live.
capturePrerenderedSnapshot(container);
// The first render starts in a task of its own (this one evaluated the app's modules), inside a transition,
// which renders in short slices that yield to the browser instead of one long task.
setTimeout(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App registry={siteRegistry} />
      </StrictMode>,
    );
  });
}, 0);
