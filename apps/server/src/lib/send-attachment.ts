import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file built for download: the reports' and the custom reports' files. */
export interface AttachmentFile {
  fileName: string;
  contentType: string;
  stream: Readable;
}

/**
 * Streams a file as a private download. Nothing of it is sent before every check has passed, so a
 * refusal is still a French 4xx.
 */
export function sendAttachment(reply: FastifyReply, file: AttachmentFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}
