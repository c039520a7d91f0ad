import { z } from 'zod';

/**
 * Runs in the browser before the app's modules: zod would otherwise probe `new Function` the first
 * time it builds an object schema (to compile fast parsers), which the page's CSP refuses and
 * reports as a script-src violation. Jitless parsing needs no eval (issue 15).
 */
z.config({ jitless: true });
