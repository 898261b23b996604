import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rtl } from '../../i18n/bidi-testing';
import { createUser, logIn, startTestApp, uniqueEmail, type Call, type TestApp } from '../testing';

let h: TestApp;
let token: string;

beforeAll(async () => {
  h = await startTestApp();
  const username = uniqueEmail('refusals');
  await createUser(h, username, 'Refusal-Pass-2026');
  token = await logIn(h, username, 'Refusal-Pass-2026');
});
afterAll(async () => {
  await h.close();
});

/** Words of the validator, request field names and paths that a person must never read. */
const INTERNALS =
  /Invalid|Expected|Required|received|String must|Number must|[a-z]+_[a-z]+|\b(username|verifyCode|logIp|limit|body|query)\b|\w+\.\w+:/;

const signUp = {
  realname: 'Layla Haddad',
  company: 'Gulf Networks LLC',
  username: 'layla.haddad@example.com',
  country: 'AE',
  telephone: '+971 50 123 4567',
  password: 'Gulf-Networks-2026',
  password_again: 'Gulf-Networks-2026',
  code: '123456',
};

interface Case {
  what: string;
  method: 'GET' | 'POST';
  path: string;
  call: Call;
  en: string;
  ara: string;
}

const cases: Case[] = [
  {
    what: 'a login without an address',
    method: 'POST',
    path: '/v2/user/login',
    call: { json: { password: 'x', logIp: 0 } },
    en: 'Please fill in “Email address”.',
    ara: rtl`يُرجى ملء حقل «${'عنوان البريد الإلكتروني'}».`,
  },
  {
    what: 'a code asked for something that is not an address',
    method: 'POST',
    path: '/user/sendcode',
    call: { json: { username: 'layla at example' } },
    en: 'Please enter the correct email address.',
    ara: 'يُرجى إدخال عنوان بريد إلكتروني صحيح.',
  },
  {
    what: 'a sign-up with a short telephone number',
    method: 'POST',
    path: '/user/register',
    call: { json: { ...signUp, telephone: '+971 50' } },
    en: '“Telephone” must have at least 11 characters.',
    ara: rtl`يجب أن يحتوي حقل «${'الهاتف'}» على ${11} حرفًا على الأقل.`,
  },
  {
    what: 'a sign-up with two different passwords',
    method: 'POST',
    path: '/user/register',
    call: { json: { ...signUp, password_again: 'Something-Else-1' } },
    en: 'You entered two different passwords. Please type the same password in both fields.',
    ara: 'لقد أدخلت كلمتي مرور مختلفتين. يُرجى كتابة كلمة المرور نفسها في الحقلين.',
  },
  {
    what: 'a page size the lists do not offer',
    method: 'GET',
    path: '/news?limit=15',
    call: {},
    en: '“Rows per page” is not filled in correctly.',
    ara: rtl`حقل «${'عدد الصفوف في الصفحة'}» غير مملوء بشكل صحيح.`,
  },
  {
    what: 'a single page that does not exist',
    method: 'GET',
    path: '/page?name=history',
    call: {},
    en: 'Please choose one of the offered values for “Name”.',
    ara: rtl`يُرجى اختيار إحدى القيم المعروضة في «${'الاسم'}».`,
  },
  {
    what: 'a cart line of no items',
    method: 'POST',
    path: '/user/cartcreate',
    call: { json: { goods_id: 1, quantity: 0 } },
    en: '“Quantity” must be at least 1.',
    ara: rtl`يجب ألا تقل قيمة «${'الكمية'}» عن ${1}.`,
  },
  {
    what: 'more of one item than a cart line holds',
    method: 'POST',
    path: '/user/cartcreate',
    call: { json: { goods_id: 1, quantity: 100_000 } },
    en: '“Quantity” may be at most 99999.',
    ara: rtl`يجب ألا تزيد قيمة «${'الكمية'}» على ${99999}.`,
  },
  {
    what: 'a draft of a kind the drafts box does not keep',
    method: 'POST',
    path: '/v2/user/saveDraftBoxData',
    call: { json: { type: 'order' } },
    en: 'Please choose one of the offered values for “Draft type”.',
    ara: rtl`يُرجى اختيار إحدى القيم المعروضة في «${'نوع المسودة'}».`,
  },
  {
    what: 'a membership application for a tier that does not exist',
    method: 'POST',
    path: '/user/postdcnet',
    call: { json: { type: 'DC-XYZ' } },
    en: 'Please choose one of the offered values for “Partner tier”.',
    ara: rtl`يُرجى اختيار إحدى القيم المعروضة في «${'فئة الشريك'}».`,
  },
  {
    what: 'a body that is not a form',
    method: 'POST',
    path: '/v2/user/login',
    call: { json: [] },
    en: 'The form could not be read. Please reload the page and try again.',
    ara: 'تعذّرت قراءة النموذج. يُرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
  },
  {
    what: 'text with a character the database cannot keep',
    method: 'POST',
    path: '/user/checkemail',
    call: { json: { username: 'layla\u0000@example.com' } },
    en: 'The text contains a character that cannot be saved. Please remove it and try again.',
    ara: 'يحتوي النص على حرف لا يمكن حفظه. يُرجى حذفه والمحاولة مرة أخرى.',
  },
];

describe('refusals of bad requests', () => {
  it.each(cases)('say what is wrong with $what, in English and Arabic', async (c) => {
    for (const lang of ['en', 'ara'] as const) {
      const { status, body } = await h.call(c.method, c.path, { ...c.call, token, lang });
      expect(status).toBe(200);
      expect(body).toEqual({ code: 0, msg: c[lang] });
      expect(body.msg).not.toMatch(INTERNALS);
    }
  });

  it('say a broken body could not be read, keeping its HTTP status', async () => {
    for (const [lang, sentence] of [
      ['en', 'The form could not be read. Please reload the page and try again.'],
      ['ara', 'تعذّرت قراءة النموذج. يُرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.'],
    ] as const) {
      const res = await h.call('POST', '/v2/user/login', {
        lang,
        raw: { type: 'application/json', payload: '{"username":' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 0, msg: sentence });
      expect(res.text).not.toMatch(/JSON|Unexpected|position/);
    }
  });
});
