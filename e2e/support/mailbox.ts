import { expect } from '@playwright/test';
import type { ReceivedMail } from './mail-decoding';
import { E2E_MAIL_API_URL } from './ports';

/** Waits for the SMTP catcher of the e2e stack to have received a mail for this address. */
export async function waitForMail(to: string, subjectPart: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${E2E_MAIL_API_URL}/messages?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as ReceivedMail[];
        found = mails.reverse().find((mail) => mail.subject.includes(subjectPart));
        return Boolean(found);
      },
      { message: `a mail to ${to} about "${subjectPart}"` },
    )
    .toBe(true);
  return found!;
}
