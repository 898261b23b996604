import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { makeConsumerPact, type ConsumerInteraction } from '@pact-foundation/pact-core';
import { resolve } from 'node:path';
import { CODE_OK } from '../../contract/common';
import { ApiError } from '../../src/lib/api/client';
import { createApiClient } from '../../src/lib/api/client';

/** The names the pact file is published under; backend teams verify against these. */
export const CONSUMER = 'partner-portal-web';
export const PROVIDER = 'partner-portal-api';
/** PACT_DIR lets a second working copy write its pact elsewhere; the published one is pacts/. */
export const PACT_DIR = process.env.PACT_DIR ?? resolve(import.meta.dirname, '../../pacts');
export const PACT_FILE = resolve(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);

type Unconfigured = ReturnType<PactV4['addInteraction']>;
type WithRequest = Unconfigured['withRequest'];
type StateParams = NonNullable<Parameters<Unconfigured['given']>[1]>;
/** The request builder Pact hands to `withRequest`. */
export type RequestBuilder = Parameters<NonNullable<Parameters<WithRequest>[2]>>[0];
type WithResponse = ReturnType<ReturnType<WithRequest>['willRespondWith']>;
/** The mock server Pact hands to a test. */
type MockServer = Parameters<Parameters<WithResponse['executeTest']>[0]>[0];
/** The response builder Pact hands to `willRespondWith`. */
type ResponseBuilder = Parameters<
  NonNullable<Parameters<ReturnType<WithRequest>['willRespondWith']>[1]>
>[0];

/** A provider state by name, with the parameters its handler reads (server/provider-states). */
export interface ProviderState {
  name: string;
  params?: StateParams;
  /**
   * The session the state opens: the name of the value the state answers its token under, and
   * the token these tests send in its place. Every request in this state carries the token the
   * provider answered (`fromProviderState`), so a backend verifies with tokens of its own.
   */
  session?: { answer: string; example: string };
}

/**
 * A state that logs someone in. `token` is what the consumer's client sends in the tests; the
 * provider answers the real one under `answer` (`token` for partners, `staffToken` for head
 * office, so that a request with both states knows whose it is).
 */
export function loggedIn(
  name: string,
  { token, ...params }: StateParams & { token: string },
  answer = 'token',
): ProviderState {
  return { name, params, session: { answer, example: token } };
}

/**
 * One Pact per test file; interactions from every file are merged into the same pact file.
 * `interaction` starts the usual shape: the provider states, a description and a request, with
 * the logged-in state's token on the request when there is one.
 */
export function createPact() {
  const pact = new PactV4({
    consumer: CONSUMER,
    provider: PROVIDER,
    dir: PACT_DIR,
    logLevel: 'warn',
  });
  return {
    interaction(
      states: ProviderState | readonly ProviderState[],
      description: string,
      method: 'GET' | 'POST',
      path: string,
      request?: (builder: RequestBuilder) => unknown,
    ) {
      const all = [states].flat();
      const session = all.find((state) => state.session)?.session;
      const withRequest = all
        .reduce(
          (interaction, state) => interaction.given(state.name, state.params),
          pact.addInteraction(),
        )
        .uponReceiving(description)
        .withRequest(method, path, (builder) => {
          if (session) {
            const token = MatchersV3.fromProviderState(`\${${session.answer}}`, session.example);
            builder.headers({ token });
          }
          request?.(builder);
        });
      return checkedOnceSettled(withRequest);
    },
  };
}

/** How long a test waits for the mock server to record the requests it has answered. */
const SETTLE_MS = 2000;
let ffi: ReturnType<typeof makeConsumerPact> | undefined;

/**
 * The mock server records a match just after it has sent the answer. On a loaded machine
 * pact-js can read the record first and fail a test whose request was answered, as "expected
 * but not received" (pact-foundation/pact-js#1835). After the test itself has passed, this
 * waits until the mock server reports every expected request matched, or until SETTLE_MS, and
 * only then lets pact-js check: a request that was really not sent still fails the test.
 */
function checkedOnceSettled(interaction: ReturnType<WithRequest>): ReturnType<WithRequest> {
  const willRespondWith = interaction.willRespondWith.bind(interaction);
  interaction.willRespondWith = (...args) => {
    const response = willRespondWith(...args);
    const executeTest = response.executeTest.bind(response);
    response.executeTest = <T>(testFn: (server: MockServer) => Promise<T>) =>
      executeTest(async (server) => {
        const value = await testFn(server);
        await allMatched(server.port);
        return value;
      });
    return response;
  };
  return interaction;
}

async function allMatched(port: number) {
  ffi ??= makeConsumerPact(CONSUMER, PROVIDER, 5, 'warn');
  const until = Date.now() + SETTLE_MS;
  while (!ffi.mockServerMatchedSuccessfully(port) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * The envelope every call answers with: its code, a message matched by type (the words are
 * the provider's to choose) and, when given, the data.
 */
export function envelope(code: number, msg: string, data?: unknown) {
  const body = { code, msg: MatchersV3.like(msg), ...(data === undefined ? {} : { data }) };
  return (response: ResponseBuilder) => {
    response.jsonBody(body);
  };
}

/** A successful answer with its data. */
export function success(data?: unknown, msg = 'Success') {
  return envelope(CODE_OK, msg, data);
}

/** Waits for a call that the provider must refuse, and gives the client's error. */
export async function refusalOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error('the call should have been refused');
  return error;
}

/** The portal's real client, pointed at the Pact mock server. */
export function clientFor(mockServerUrl: string, options: { lang?: string; token?: string } = {}) {
  return createApiClient({
    baseUrl: `${mockServerUrl}/prod-api`,
    getLang: () => options.lang ?? 'en',
    getToken: () => options.token ?? null,
  });
}

/** A provider state by its name and parameters. */
export function state(name: string, params?: StateParams): ProviderState {
  return params === undefined ? { name } : { name, params };
}

/** A value of a form field: as it is, or a matcher such as `fromProviderState`. */
type FormValue = string | ReturnType<typeof MatchersV3.fromProviderState>;

/**
 * A form-encoded request body, whose fields may be matchers: an id the provider state answers
 * is filled into the form as it is into JSON. pact-js's builder has no form body with matchers,
 * so it goes to the Pact FFI underneath, which writes the form's generators and rules.
 */
export function formBody(request: RequestBuilder, fields: Record<string, FormValue>) {
  const { interaction } = request as unknown as { interaction: ConsumerInteraction };
  interaction.withRequestBody(JSON.stringify(fields), 'application/x-www-form-urlencoded');
  return request;
}

/**
 * A multipart/form-data body of text fields and one file. A fixed boundary keeps the pact file
 * the same from run to run; the client's own boundary is random and matched by the header's
 * pattern, the file by its content type.
 */
export function multipartBody(
  request: RequestBuilder,
  fields: Record<string, string>,
  file: { part: string; name: string; type: string; data: Buffer },
) {
  const boundary = 'PactUploadBoundary';
  const part = (headers: string, data: Buffer | string) => [
    Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
    Buffer.isBuffer(data) ? data : Buffer.from(data),
    Buffer.from('\r\n'),
  ];
  const body = Buffer.concat([
    ...Object.entries(fields).flatMap(([name, value]) =>
      part(`Content-Disposition: form-data; name="${name}"`, value),
    ),
    ...part(
      `Content-Disposition: form-data; name="${file.part}"; filename="${file.name}"\r\nContent-Type: ${file.type}`,
      file.data,
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return request
    .headers({
      'Content-Type': MatchersV3.regex(
        /multipart\/form-data;\s*boundary=.*/,
        `multipart/form-data; boundary=${boundary}`,
      ),
    })
    .body(`multipart/form-data; boundary=${boundary}`, body)
    .matchingRules({
      body: [
        // The binary body's content-type rule would apply to every part; the text fields are
        // matched as they are, the file by its content type.
        ...Object.entries(fields).map(([name, value]) => ({
          path: `$.${name}`,
          rules: [{ 'pact:matcher:type': 'equality', value }],
        })),
        {
          path: `$.${file.part}`,
          rules: [{ 'pact:matcher:type': 'contentType', value: file.type }],
        },
      ],
    });
}
