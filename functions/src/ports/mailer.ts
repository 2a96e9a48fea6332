export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** More header fields (List-Unsubscribe and List-Unsubscribe-Post for the subscribers' mails). */
  headers?: Record<string, string>;
  /** The Message-ID, `<…@…>`: the same on a retry, so a receiving server can tell a mail it has. */
  messageId?: string;
}

export interface Mailer {
  /** Resolves once the mail server accepted the message; rejects with MailRefused when it said no. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * The mail server refused a message. `permanent` for a 5xx answer (RFC 5321: do not try again, the
 * mailbox does not exist or will not take it), not for a 4xx (try later) or a lost connection.
 */
export class MailRefused extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MailRefused';
  }
}
