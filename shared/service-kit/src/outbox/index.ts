export {
  default as outbox,
  outboxEnvShape,
  type MailTransport,
  type Outbox,
  type OutboxOptions,
} from './outbox-plugin';
export {
  OutboxRepository,
  maxDeliveryAttempts,
  type ClaimedEmail,
  type EmailDraft,
} from './outbox-repository';
export { outboxEmailModel, type EmailAttachment, type OutboxEmailDoc } from './outbox-email-model';
