/**
 * Text messages (the 24-hour reminder of spec 001: "a text reminder goes out 24 hours before"), sent through Twilio's
 * Messages API when `TWILIO_ACCOUNT_SID`, `TWILIO_AUTH_TOKEN` and `TWILIO_FROM_NUMBER` are set. One REST call per
 * message: the SDK would add a large dependency for it. Without them no text is sent, the booking records that, and
 * the pages promise a reminder by email only.
 */
/**
 * A message that was not sent. `retryable` when trying again later may succeed: the provider could not be reached,
 * timed out, was busy (429) or failed (5xx); not when it refused this message (a bad number, an unverified sender).
 */
export class TextMessageError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type TextMessages = {
  /** Whether a provider is set up: the pages say "text reminder" only then. */
  readonly configured: boolean;
  /** Sends `body` to a US number; throws a TextMessageError when the provider refuses it or cannot be reached. */
  send(to: string, body: string): Promise<void>;
};

export type TwilioSettings = {
  accountSid: string;
  authToken: string;
  /** The sending number, in E.164 (+18175550142). */
  from: string;
  /** Twilio's API (a test points it at a local server). */
  apiUrl?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

export const noTextMessages: TextMessages = {
  configured: false,
  send: async () => {
    throw new TextMessageError('No text message provider is configured', false);
  },
};

/** A US phone number as typed on the site ((817) 555-0134, 817-555-0134, +1 817…) in E.164, or null. */
export function usPhoneToE164(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? `+1${national}` : null;
}

export function twilioTextMessages(settings: TwilioSettings): TextMessages {
  const apiUrl = (settings.apiUrl ?? 'https://api.twilio.com').replace(/\/$/, '');
  const fetchImpl = settings.fetchImpl ?? fetch;
  const url = `${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    configured: true,
    async send(to, body) {
      const number = usPhoneToE164(to);
      if (!number) throw new TextMessageError(`Not a US phone number: ${to}`, false);
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: number, From: settings.from, Body: body }).toString(),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      }).catch((error: unknown) => {
        throw new TextMessageError(
          `The text message provider could not be reached: ${(error as Error).message}`,
          true,
          { cause: error },
        );
      });
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
      const reason = typeof answer?.message === 'string' ? answer.message : `answered ${response.status}`;
      const retryable = response.status === 429 || response.status >= 500;
      throw new TextMessageError(`The text message provider refused the message: ${reason}`, retryable);
    },
  };
}

/** The provider the variables name: Twilio with all three set, none with none; some but not all is a mistake. */
export function textMessagesFrom(env: {
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM_NUMBER?: string;
  TWILIO_API_URL?: string;
}): TextMessages {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM_NUMBER: from } = env;
  if (!accountSid && !authToken && !from) return noTextMessages;
  if (!accountSid || !authToken || !from) {
    const missing = Object.entries({
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM_NUMBER: from,
    })
      .filter(([, value]) => !value)
      .map(([name]) => name);
    throw new Error(`Text reminders need all three Twilio variables; missing: ${missing.join(', ')}`);
  }
  return twilioTextMessages({ accountSid, authToken, from, apiUrl: env.TWILIO_API_URL });
}
