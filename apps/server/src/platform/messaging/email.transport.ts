import nodemailer from 'nodemailer';
import type { OutboundMessage, Transport } from './messaging.js';

/** E-mail over SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpTransport(smtpUrl: string, from: string): Transport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message: OutboundMessage) {
      const info = await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      return { providerMessageId: info.messageId };
    },
  };
}
