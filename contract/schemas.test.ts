import { describe, expect, it } from 'vitest';
import { RouteEntrySchema } from './account';
import {
  ChangePasswordFormSchema,
  ForgetPasswordFormSchema,
  LoginFormSchema,
  RegisterFormSchema,
  authContract,
} from './auth';
import {
  CONTRACT_UPLOAD,
  DateSchema,
  PageQuerySchema,
  RECEIPT_UPLOAD,
  dayOf,
  dayProblem,
  uploadFile,
} from './common';
import { OrderDetailSchema, OrderStepSchema, UploadContractFormSchema } from './orders';
import { orderAt } from './testing/orders';
import { SaveDraftFormSchema } from './drafts';

const kb = (n: number) => 'x'.repeat(n * 1024);
const file = (name: string, type: string, size = 10) => new File([kb(size)], name, { type });

describe('login', () => {
  it('defaults logIp to 0 and sends verifyCode only when given', () => {
    expect(LoginFormSchema.parse({ username: 'a@example.com', password: 'pw' })).toEqual({
      username: 'a@example.com',
      password: 'pw',
      logIp: 0,
    });
  });

  it('reads needVerify from a refusal', () => {
    const answer = authContract.login.responses[200].parse({
      code: 0,
      msg: 'Enter the code we emailed you',
      data: { needVerify: true },
    });
    expect(answer.code === 0 && answer.data?.needVerify).toBe(true);
  });
});

describe('password forms', () => {
  it('tells the three reset steps apart by step', () => {
    expect(ForgetPasswordFormSchema.safeParse({ step: 1, username: 'a@example.com' }).success).toBe(
      true,
    );
    expect(ForgetPasswordFormSchema.safeParse({ step: 2, username: 'a@example.com' }).success).toBe(
      false,
    );
    const reset = { step: 3, username: 'a@example.com', code: '123456', password: 'n' };
    expect(ForgetPasswordFormSchema.safeParse({ ...reset, password_again: 'n' }).success).toBe(
      true,
    );
    const mismatch = ForgetPasswordFormSchema.safeParse({ ...reset, password_again: 'm' });
    expect(mismatch.error?.issues[0]).toMatchObject({
      path: ['password_again'],
      message: 'two different passwords',
    });
  });

  it('needs the confirmation to equal the new password', () => {
    const form = { old_password: 'o', new_password: 'n', password_again: 'x' };
    expect(ChangePasswordFormSchema.safeParse(form).success).toBe(false);
    expect(ChangePasswordFormSchema.safeParse({ ...form, password_again: 'n' }).success).toBe(true);
  });

  it('checks the sign-up form: matching passwords, a telephone of at least 11 characters', () => {
    const form = {
      realname: 'Ana',
      company: 'Acme',
      username: 'ana@example.com',
      country: 'PT',
      telephone: '+351912345678',
      password: 'pw',
      password_again: 'pw',
      code: '123456',
    };
    expect(RegisterFormSchema.safeParse(form).success).toBe(true);
    expect(RegisterFormSchema.safeParse({ ...form, telephone: '912345' }).success).toBe(false);
    expect(RegisterFormSchema.safeParse({ ...form, password_again: 'px' }).success).toBe(false);
  });
});

describe('uploads', () => {
  it('takes Word or PDF up to 500kb for a contract, by type or by name', () => {
    const contract = uploadFile(CONTRACT_UPLOAD);
    expect(contract.safeParse(file('signed.pdf', 'application/pdf', 499)).success).toBe(true);
    expect(contract.safeParse(file('signed.docx', '')).success).toBe(true);
    expect(contract.safeParse(file('signed.pdf', 'application/pdf', 501)).success).toBe(false);
    expect(contract.safeParse(file('signed.png', 'image/png')).success).toBe(false);
  });

  it('takes JPEG or PDF for a payment receipt', () => {
    const receipt = uploadFile(RECEIPT_UPLOAD);
    expect(receipt.safeParse(file('receipt.jpg', 'image/jpeg')).success).toBe(true);
    expect(receipt.safeParse(file('receipt.doc', 'application/msword')).success).toBe(false);
  });

  it('needs the signed contract only when the partner signs one, reading text fields', () => {
    expect(UploadContractFormSchema.safeParse({ id: '7', sign_contract: '0' }).success).toBe(true);
    expect(UploadContractFormSchema.safeParse({ id: '7', sign_contract: '1' }).success).toBe(false);
    const signed = UploadContractFormSchema.parse({
      id: '7',
      sign_contract: '1',
      contract: file('signed.pdf', 'application/pdf'),
    });
    expect(signed).toMatchObject({ id: 7, sign_contract: 1 });
  });
});

describe('lists', () => {
  it('reads paging from the query string, with page 1 of 20 by default', () => {
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(PageQuerySchema.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
    expect(PageQuerySchema.safeParse({ limit: '15' }).success).toBe(false);
  });
});

describe('dates', () => {
  it('takes only days the calendar has, written YYYY-MM-DD', () => {
    for (const day of ['2026-11-23', '2024-02-29', '2026-12-31']) {
      expect(DateSchema.safeParse(day).success, day).toBe(true);
    }
    for (const day of [
      '2026-13-45',
      '2026-02-29',
      '2026-04-31',
      '2026-00-10',
      '2026-1-5',
      '23/11/2026',
    ]) {
      expect(DateSchema.safeParse(day).success, day).toBe(false);
    }
  });
});

describe('orders', () => {
  it('has nine steps', () => {
    expect([1, 9].map((step) => OrderStepSchema.safeParse(step).success)).toEqual([true, true]);
    expect([0, 10].map((step) => OrderStepSchema.safeParse(step).success)).toEqual([false, false]);
  });

  it('describes an order waiting on its payment step', () => {
    const order = orderAt(4);
    expect(OrderDetailSchema.safeParse(order).success).toBe(true);
    expect(OrderDetailSchema.safeParse({ ...order, create_time: '2024-05-01' }).success).toBe(
      false,
    );
    expect(OrderDetailSchema.safeParse({ ...order, step: 10 }).success).toBe(false);
  });
});

describe('drafts and routes', () => {
  it('keeps a draft as given, however unfinished', () => {
    const draft = SaveDraftFormSchema.parse({
      type: 'project',
      content: { project_name: '', end_company: null },
    });
    expect(draft).toEqual({
      type: 'project',
      title: '',
      content: { project_name: '', end_company: null },
    });
  });

  it('nests server routes to any depth', () => {
    const leaf = { name: 'Grades', path: 'grades', hidden: true, meta: { title: 'Grades' } };
    const tree = {
      name: 'Personal',
      path: '/personal',
      component: 'Layout',
      hidden: false,
      meta: { title: 'Personal' },
      children: [{ ...leaf, name: 'Exams', path: 'exams', children: [leaf] }],
    };
    expect(RouteEntrySchema.safeParse(tree).success).toBe(true);
    expect(RouteEntrySchema.safeParse({ ...tree, children: [{ path: 'x' }] }).success).toBe(false);
  });
});

describe('days a partner enters', () => {
  it('a day that happened is not after today, however long ago', () => {
    expect(dayProblem('happened', '2026-11-29', '2026-11-28')).toBe('afterToday');
    expect(dayProblem('happened', '2026-11-28', '2026-11-28')).toBeNull();
    expect(dayProblem('happened', '1999-01-04', '2026-11-28')).toBeNull();
  });

  it('a planned day is neither before today nor more than five years ahead', () => {
    expect(dayProblem('planned', '2026-11-27', '2026-11-28')).toBe('beforeToday');
    expect(dayProblem('planned', '2026-11-28', '2026-11-28')).toBeNull();
    expect(dayProblem('planned', '2031-11-28', '2026-11-28')).toBeNull();
    expect(dayProblem('planned', '2032-01-01', '2026-11-28')).toBe('tooFarAhead');
  });

  it('a day of grace either side allows for the time zones of the people a server serves', () => {
    expect(dayProblem('happened', '2026-11-29', '2026-11-28', 1)).toBeNull();
    expect(dayProblem('happened', '2026-11-30', '2026-11-28', 1)).toBe('afterToday');
    expect(dayProblem('planned', '2026-11-27', '2026-11-28', 1)).toBeNull();
    expect(dayProblem('planned', '2026-11-26', '2026-11-28', 1)).toBe('beforeToday');
  });

  it('the day of a moment is its UTC day, or the local one where a person is', () => {
    const moment = new Date('2026-11-28T23:30:00Z');
    expect(dayOf(moment)).toBe('2026-11-28');
    expect(dayOf(new Date(2026, 0, 5, 0, 15), 'local')).toBe('2026-01-05');
  });
});
