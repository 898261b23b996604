/**
 * The contract's plain values and rules, without schemas: the base path, the envelope's codes,
 * paging, the role and permission that pass every check, the chat address rule, the order steps.
 * Code that must not load zod (the web app's first paint) imports them from here; the domain
 * files that define them in the contract (`common.ts`, `auth.ts`, `layout.ts`, `orders.ts`)
 * export them too
 * (docs/decisions/138-first-paint-without-zod-and-xstate.md).
 */

/** The base path of every call; the backend serves the contract under it. */
export const API_BASE_PATH = '/prod-api';

/** Answer code of a successful call. */
export const CODE_OK = 1;
/** Answer code of a refused call: `msg` says why. */
export const CODE_FAIL = 0;
/** No token was sent with a call that needs one. */
export const CODE_NO_TOKEN = 90002;
/** The token is unknown or was revoked (logout, password change). */
export const CODE_BAD_TOKEN = 90003;
/** The token has expired. */
export const CODE_EXPIRED_TOKEN = 90004;
/** Codes that end the session on the client: 'Please log in'. */
export const SESSION_CODES = [CODE_NO_TOKEN, CODE_BAD_TOKEN, CODE_EXPIRED_TOKEN] as const;
/** A code that ends the session. */
export type SessionCode = (typeof SESSION_CODES)[number];

/** Page sizes the pager offers. */
export const PAGE_SIZES = [10, 20, 30, 50] as const;
/** Page size when none is asked for. */
export const DEFAULT_PAGE_SIZE = 20;

/** Role that passes every role check. */
export const ADMIN_ROLE = 'admin';
/** Permission that passes every permission check. */
export const ALL_PERMISSIONS = '*:*:*';
/**
 * The tiers of the project programme, whose partners have the project screens: a DPP registers
 * projects; an APP (often a DPP head office has migrated) reads the ones it registered.
 */
export const PROJECT_PROGRAMME_TIERS = ['DC-DPP', 'DC-APP'] as const;
/** What a partner's tier lets it do beyond the common partner role (docs/partner-programme.md). */
export const PARTNER_PERMISSIONS = {
  /** Direct project partners register projects. */
  projectRegister: 'project:register',
  /** Service partners look up serial numbers (those overseas). */
  snQuery: 'sn:query',
} as const;

/**
 * Whether a chat address may be framed: an `http(s)` URL, or a path on the portal's own origin
 * with a single leading slash (`//host` and `/\host` would leave the origin). No spaces or
 * backslashes anywhere.
 */
export function isChatAddress(value: string): boolean {
  return /^(?:https?:\/\/[^\s/\\?#]+|\/(?![/\\]))[^\s\\]*$/i.test(value);
}

/**
 * The nine steps of an order, in order. An order's `step` is the step it is
 * waiting on; `done` means the order is completed.
 */
export const ORDER_STEPS = {
  generate: 1,
  basic: 2,
  contract: 3,
  payment: 4,
  schedule: 5,
  reminder: 6,
  shipping: 7,
  receipt: 8,
  done: 9,
} as const;
export type OrderStepName = keyof typeof ORDER_STEPS;

/** The step names in order, `generate` first. */
export const ORDER_STEP_NAMES: readonly OrderStepName[] = (
  Object.keys(ORDER_STEPS) as OrderStepName[]
).sort((a, b) => ORDER_STEPS[a] - ORDER_STEPS[b]);

/** What the contract says of one text field of a form: the longest text, and whether it is required. */
export interface TextRule {
  readonly max: number;
  readonly required: boolean;
}

/**
 * The texts the partner writes at the order's steps, by step form: the one place their limits
 * and whether they are required are written. The contract's schemas are made from it, the
 * order-flow machine checks the forms by it and the forms take their `maxLength` from it.
 */
export const ORDER_FORM_TEXTS = {
  basic: {
    customer_name: { max: 200, required: true },
    remark: { max: 2000, required: false },
  },
  schedule: {
    delivery_plan: { max: 2000, required: true },
    freight_forwarder: { max: 200, required: true },
  },
} as const satisfies Record<string, Record<string, TextRule>>;
export type OrderTextForm = keyof typeof ORDER_FORM_TEXTS;
/** The text fields of one step form. */
export type OrderTextField<F extends OrderTextForm = OrderTextForm> =
  keyof (typeof ORDER_FORM_TEXTS)[F] & string;

/** The rule of a text field of any order step form; undefined for a field that is no text. */
export function orderTextRule(field: string): TextRule | undefined {
  for (const texts of Object.values(ORDER_FORM_TEXTS)) {
    if (Object.hasOwn(texts, field)) return (texts as Record<string, TextRule>)[field];
  }
  return undefined;
}

/** The longest remark a quotation keeps. */
export const QUOTATION_REMARK_MAX = 500;
