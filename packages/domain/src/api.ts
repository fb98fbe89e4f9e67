import { z } from './zod';

/** The answer of a route whose only news is a French notice. */
export const messageSchema = z.object({ message: z.string() });
export type Message = z.output<typeof messageSchema>;

/** The answer of a 204: no body, which the web client reads as null. */
export const noContentSchema = z.null();

const uuid = (notFound: string) => z.uuid(notFound);

/**
 * The path parameter naming one record, a uuid unless `format` says otherwise. A malformed id names
 * no record: the server answers it like an id that exists nowhere, 404 with `notFound` (one rule for
 * every route, whatever the id looks like).
 */
export function idParamsSchema<const Name extends string>(
  name: Name,
  notFound: string,
  format: (notFound: string) => z.ZodType<string, string> = uuid,
) {
  return z.object({ [name]: format(notFound) } as { [key in Name]: z.ZodType<string, string> });
}
