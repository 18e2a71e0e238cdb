/**
 * Writes dist/prerender.json: the landing page's hero as static HTML with its CSS, so the edge can put it in the
 * first response for `/` and the visitor sees the hero before any JavaScript has run. The shell shows this
 * snapshot instead of a skeleton until the remote renders the live page over it.
 */
import path from 'node:path';
import { writePrerenderedPages } from '@claims/ui/prerender';
import { Hero } from '../src/features/landing/components/hero';

writePrerenderedPages(path.resolve(__dirname, '../dist/prerender.json'), [{ path: '/', element: <Hero /> }]);
