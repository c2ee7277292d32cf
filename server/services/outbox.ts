import nodemailer, { type Transporter } from 'nodemailer';
import type { ServerContext } from '../context';

/** What sending needs: the database, the SMTP settings and the clock. */
type OutboxContext = Pick<ServerContext, 'db' | 'config' | 'clock'>;

export interface OutgoingMessage {
  projectId: number | null;
  /** E-mail address or phone number (with country code). */
  to: string;
  subject: string;
  body: string;
  /** A link the message carries (activation, invitation); shown on the development outbox page. */
  link?: string;
}

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

async function record(ctx: OutboxContext, channel: 'email' | 'sms', message: OutgoingMessage): Promise<number> {
  const row = await ctx.db
    .insertInto('outbox')
    .values({
      project_id: message.projectId,
      channel,
      recipient: message.to,
      subject: message.subject,
      body: message.body,
      link: message.link ?? null,
      created_at: ctx.clock.now(),
      delivered_at: null,
      error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Queues an e-mail in the outbox table and, when SMTP_URL is set, delivers it in the background
 * (the delivery result is written back to the row). Returns the outbox id.
 */
export async function sendMail(ctx: OutboxContext, message: OutgoingMessage): Promise<number> {
  const id = await record(ctx, 'email', message);
  const { smtpUrl, smtpFrom } = ctx.config;
  if (smtpUrl) {
    const text = message.link ? `${message.body}\n\n${message.link}` : message.body;
    const delivery = transportFor(smtpUrl)
      .sendMail({ from: smtpFrom, to: message.to, subject: message.subject, text })
      .then(() => ctx.db.updateTable('outbox').set({ delivered_at: ctx.clock.now() }).where('id', '=', id).execute())
      .catch((error: unknown) =>
        ctx.db.updateTable('outbox').set({ error: String(error) }).where('id', '=', id).execute(),
      )
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  }
  return id;
}

const deliveries = new Set<Promise<void>>();

/** Resolves once every SMTP delivery started so far has ended (a short-lived process waits for it before exiting). */
export async function deliveriesSettled(): Promise<void> {
  while (deliveries.size > 0) await Promise.all([...deliveries]);
}

/** Records an SMS in the outbox (no SMS gateway is configured in the reference server). Returns the outbox id. */
export async function sendSms(ctx: OutboxContext, message: OutgoingMessage): Promise<number> {
  return record(ctx, 'sms', message);
}
