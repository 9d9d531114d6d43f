import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  /** The envelope: MAIL FROM (the return path) and RCPT TO. */
  mailFrom: string;
  to: string[];
  messageId: string;
  subject: string;
  text: string;
  html: string;
  /** Every header by lower-case name, each with its values in order. */
  headers: Map<string, string[]>;
};

/**
 * A real SMTP server on 127.0.0.1 (random port) that keeps every message it receives, parsed. `onMessage` runs
 * once a message is kept and before the server answers for it (the fault suite kills the sender there).
 */
export async function startSmtpServer(
  options: { onMessage?: (mail: ReceivedMail) => void | Promise<void> } = {},
): Promise<{
  url: string;
  inbox: ReceivedMail[];
  stop: () => Promise<void>;
}> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((mail) => {
            const headers = new Map<string, string[]>();
            for (const h of mail.headers) headers.set(h.key, [...(headers.get(h.key) ?? []), h.value]);
            const received: ReceivedMail = {
              mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              messageId: mail.messageId ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: mail.html ?? '',
              headers,
            };
            inbox.push(received);
            return options.onMessage?.(received);
          })
          .then(() => callback())
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
