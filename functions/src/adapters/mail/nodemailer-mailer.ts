import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { MailRefused, type MailMessage, type Mailer } from '../../ports/mailer.js';

export interface MailerConfig {
  from: string;
  /** smtp:// or smtps:// URL with credentials; when absent, mail goes to `outboxDir` as .eml files. */
  smtpUrl?: string;
  outboxDir?: string;
  log?: (line: string) => void;
}

/**
 * Mail through nodemailer, used by both homes. Without an SMTP server (a laptop, a first start)
 * each message is written as an .eml file, so nothing is silently lost and it opens in any mail app.
 */
export class NodemailerMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly config: MailerConfig) {
    if (!config.smtpUrl && !config.outboxDir) throw new Error('NodemailerMailer needs smtpUrl or outboxDir');
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = (await this.transport.sendMail({ from: this.config.from, ...message }).catch((error: unknown) => {
      throw refusal(error);
    })) as { message?: unknown };
    if (!this.config.smtpUrl && this.config.outboxDir && Buffer.isBuffer(info.message)) {
      await mkdir(this.config.outboxDir, { recursive: true });
      const file = join(this.config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, info.message);
      (this.config.log ?? console.log)(`No SMTP_URL set: mail "${message.subject}" to ${message.to} written to ${file}`);
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

/** nodemailer's error for an SMTP answer carries its code: a 5xx is a permanent refusal, anything else may pass later. */
function refusal(error: unknown): unknown {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof code !== 'number') return error;
  return new MailRefused((error as Error).message, code >= 500 && code < 600, { cause: error });
}
