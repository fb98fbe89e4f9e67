import { messageSchema } from '@pointeo/domain/api';
import type { ContactMessageInput } from '@pointeo/domain/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export function sendContactMessage(message: ContactMessageInput) {
  return apiRequest('/api/contact', messageSchema, { method: 'POST', json: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
