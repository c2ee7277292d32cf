import { PATHS } from '../../../../protocol';
import type { LoginData } from '../../../../protocol/account';
import { newCaptcha } from '../../../../server/services/account/captcha';
import type { TestServer } from '../harness';

/** A captcha solved the way a person would: key and answer (read from the service, as the image cannot be). */
export async function solvedCaptcha(server: TestServer): Promise<{ key: string; captcha: string }> {
  const { key, answer } = await newCaptcha(server.app.ctx.db, server.clock.now());
  return { key, captcha: answer };
}

/** Headers that make a request come from a distinct address (the app trusts X-Forwarded-For). */
export const fromIp = (ip: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...extra });

/**
 * Headers from a new client address on each call, counting up within 10.<block>.0.0/16, so that the per-address rate
 * limits stay out of the way of a suite's many requests.
 */
export function freshAddresses(block: number): (extra?: Record<string, string>) => Record<string, string> {
  let ip = 0;
  return (extra = {}) => fromIp(`10.${block}.${Math.floor((ip += 1) / 250)}.${ip % 250}`, extra);
}

/** The newest outbox row for a recipient. */
export async function lastMessage(server: TestServer, recipient: string) {
  return server.app.ctx.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The 6-digit code in the newest message to a recipient. */
export async function lastCode(server: TestServer, recipient: string): Promise<string> {
  const message = await lastMessage(server, recipient);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

let counter = 0;
/** A fresh mainland mobile number and its outbox recipient. */
export function newMobile(): { mobile: string; recipient: string } {
  counter += 1;
  const mobile = `139${String(Date.now() % 10000).padStart(4, '0')}${String(counter).padStart(4, '0')}`;
  return { mobile, recipient: `+86${mobile}` };
}

/** Sends an SMS code and returns it (from the outbox). */
export async function smsCode(server: TestServer, domain: string, mobile: string, purpose: string, ip = '10.1.0.1'): Promise<string> {
  const reply = await server.post(PATHS.public.sendSms, { domain, mobile, purpose }, fromIp(ip));
  if (reply.statusCode !== 200) throw new Error(`sendSms: ${reply.statusCode} ${reply.body.message}`);
  return lastCode(server, `+86${mobile}`);
}

/**
 * Registers a new phone account with GOOD_PASSWORD: the SMS code asked for from `codeIp`, the registration (with
 * `form` added) sent with `headers`. Answers the number and the session token.
 */
export async function registerPhoneAccount(
  server: TestServer,
  domain: string,
  { codeIp, headers, form = {} }: { codeIp: string; headers: Record<string, string>; form?: Record<string, string> },
): Promise<{ mobile: string; token: string }> {
  const { mobile } = newMobile();
  const code = await smsCode(server, domain, mobile, 'register', codeIp);
  const reply = await server.post(
    PATHS.account.register,
    { domain, name: '李雷', mobile, code, password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD, ...(await solvedCaptcha(server)), ...form },
    headers,
  );
  if (reply.statusCode !== 200) throw new Error(`register: ${reply.statusCode} ${reply.body.message}`);
  return { mobile, token: (reply.body.data as LoginData).token };
}

/** Sends an e-mail code and returns it (from the outbox). */
export async function mailCode(server: TestServer, domain: string, email: string, purpose: string, ip = '10.2.0.1'): Promise<string> {
  const reply = await server.post(PATHS.account.sendMailCode, { domain, email, purpose }, fromIp(ip));
  if (reply.statusCode !== 200) throw new Error(`sendMailCode: ${reply.statusCode} ${reply.body.message}`);
  return lastCode(server, email);
}

export const DOMAIN = 'scu';
/** Meets the policy and is on no common-password list ('Abcdef12' is). */
export const GOOD_PASSWORD = 'Maple7Harbor';
