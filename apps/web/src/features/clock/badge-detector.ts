import { BADGE_PREFIX, badgeSecretSchema } from '@pointeo/domain/badges';

export { fetchQrReaderFiles, loadQrDetector, type QrDetector } from '../../lib/qr-detector';

/** The QR code's text if it is a Pointeo badge's, otherwise undefined (any other QR code). */
export function badgeSecretOf(text: string): string | undefined {
  return text.startsWith(BADGE_PREFIX) && badgeSecretSchema.safeParse(text).success ? text : undefined;
}
