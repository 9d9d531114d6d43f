import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void>; close: () => void };

/**
 * SMTP through `SMTP_URL` when set; otherwise every message is written as an `.eml` file to the outbox
 * folder, so a fresh install can read its e-mails without any server.
 */
export function createMailer(options: { smtpUrl: string | null; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (m) => {
        await transport.sendMail({ from: options.from, ...m });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (m) => {
      const info = await transport.sendMail({ from: options.from, ...m });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '')}.eml`;
      await fs.writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}

/** Text made safe to put into an e-mail's HTML (names, reasons and addresses are typed by people). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
