import type { ContactMessage } from '@pointeo/domain/contact';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactMessages } from '../../db/schema/contact';

export async function insertContactMessage(db: Executor, message: ContactMessage): Promise<string> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!.id;
}

export async function markContactMessageMailed(db: Executor, id: string): Promise<void> {
  await db.update(contactMessages).set({ mailedAt: new Date() }).where(eq(contactMessages.id, id));
}
