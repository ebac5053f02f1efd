/**
 * zod's own modules, evaluated in a task of their own before the first schemas are made (app/thunk.ts). Imported
 * by name: a dynamic `import('zod')` hands the whole namespace to the caller, so the bundler must keep every part
 * of zod in the file, its sixty-odd locales and JSON Schema converters among them, which nothing here uses.
 */
import { z } from 'zod';

export const zodReady = typeof z.object === 'function';
