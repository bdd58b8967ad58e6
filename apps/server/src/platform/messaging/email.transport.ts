import type { Transporter } from 'nodemailer';
import type { OutboundMessage, Transport } from './messaging.js';

/** E-mail over SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpTransport(smtpUrl: string, from: string): Transport {
  // nodemailer is loaded with the first message, not at start: a process that sends none never pays for it.
  let transporter: Promise<Transporter> | undefined;
  const transporterOf = () => (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
  return {
    name: 'smtp',
    async send(message: OutboundMessage) {
      const info = await (await transporterOf()).sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      return { providerMessageId: info.messageId };
    },
  };
}
