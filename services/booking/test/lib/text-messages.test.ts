import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  TextMessageError,
  textMessagesFrom,
  twilioTextMessages,
  usPhoneToE164,
} from '../../src/lib/text-messages';

describe('US phone numbers in E.164', () => {
  it.each([
    ['(817) 555-0134', '+18175550134'],
    ['817-555-0134', '+18175550134'],
    ['+1 817 555 0134', '+18175550134'],
    ['1 (817) 555.0134', '+18175550134'],
  ])('%s is %s', (typed, e164) => expect(usPhoneToE164(typed)).toBe(e164));

  it.each(['555-0134', '(017) 555-0134', '817 155 0134', '+44 20 7946 0958', ''])('%s is none', (typed) =>
    expect(usPhoneToE164(typed)).toBeNull(),
  );
});

describe("Twilio's Messages API", () => {
  let server: http.Server;
  let received: { method?: string; url?: string; authorization?: string; body: string }[] = [];
  let answer: { status: number; body: object } = { status: 201, body: { sid: 'SM1' } };
  let apiUrl = '';
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({
          method: request.method,
          url: request.url,
          authorization: request.headers.authorization,
          body,
        });
        response
          .writeHead(answer.status, { 'content-type': 'application/json' })
          .end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    received = [];
    answer = { status: 201, body: { sid: 'SM1' } };
  });

  const texts = () =>
    twilioTextMessages({ accountSid: 'AC123', authToken: 'secret', from: '+18175550142', apiUrl });

  it('posts To, From and Body to the account’s Messages resource with basic authentication', async () => {
    await texts().send('(817) 555-0134', 'Reminder: your visit is tomorrow');
    expect(received).toHaveLength(1);
    expect(received[0].method).toBe('POST');
    expect(received[0].url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(received[0].authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(received[0].body))).toEqual({
      To: '+18175550134',
      From: '+18175550142',
      Body: 'Reminder: your visit is tomorrow',
    });
  });

  it('says why the provider refused a message, and sends nothing to a number that is not a US one', async () => {
    answer = { status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number." } };
    await expect(texts().send('(817) 555-0134', 'x')).rejects.toThrow(
      "The text message provider refused the message: The 'To' number is not a valid phone number.",
    );
    await expect(texts().send('12345', 'x')).rejects.toThrow('Not a US phone number: 12345');
    expect(received).toHaveLength(1);
  });

  it('tells a refusal for good from a failure worth trying again later', async () => {
    const failure = async (send: () => Promise<void>) => {
      const error = await send().then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(TextMessageError);
      return (error as TextMessageError).retryable;
    };
    answer = { status: 400, body: { message: 'Invalid To number' } };
    expect(await failure(() => texts().send('(817) 555-0134', 'x'))).toBe(false);
    expect(await failure(() => texts().send('12345', 'x'))).toBe(false);
    answer = { status: 429, body: { message: 'Too many requests' } };
    expect(await failure(() => texts().send('(817) 555-0134', 'x'))).toBe(true);
    answer = { status: 503, body: { message: 'Service unavailable' } };
    expect(await failure(() => texts().send('(817) 555-0134', 'x'))).toBe(true);
    // Nothing listens there.
    const unreachable = twilioTextMessages({
      accountSid: 'AC123',
      authToken: 'secret',
      from: '+18175550142',
      apiUrl: 'http://127.0.0.1:9',
    });
    expect(await failure(() => unreachable.send('(817) 555-0134', 'x'))).toBe(true);
  });

  it('is used only with all three variables, and a partial set is refused naming what is missing', () => {
    expect(textMessagesFrom({}).configured).toBe(false);
    expect(
      textMessagesFrom({
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM_NUMBER: '+18175550142',
      }).configured,
    ).toBe(true);
    expect(() => textMessagesFrom({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      'Text reminders need all three Twilio variables; missing: TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER',
    );
  });
});
