// Schema-free, so a screen that only names an email's status does not load zod.

export const outboxStatuses = ['held', 'pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outboxStatusLabels: Record<OutboxStatus, string> = {
  held: 'Kept (no mail server configured)',
  pending: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};
