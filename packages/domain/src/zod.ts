import { z } from 'zod';
import { fr } from 'zod/locales';

/**
 * zod with French messages for every issue a schema does not word itself (a wrong type, a number
 * out of range, a body that is not an object), so that the browser and the server never show
 * zod's English. Every schema of this package imports `z` from here: whichever app loads a schema
 * loads the locale with it, and the web bundle keeps both in zod's own lazy chunk.
 */
z.config(fr());
// The browser's CSP allows no eval: zod's probe for its compiled parsers (new Function) shows as a CSP
// violation in the console. The server keeps them: it parses every request and answer.
z.config({ jitless: 'document' in globalThis });
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'Ce champ est obligatoire' : undefined,
});

export { z };
