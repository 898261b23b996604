import { describe, expect, it } from 'vitest';
import type { SiteSettings, VisitorMessage } from '../../contract/backoffice';
import type { Layout } from '../../contract/layout';
import { addChatMessage } from '../chat/messages';
import { expectRefusal, useTestApp, type Page } from '../testing';
import { auditRows, partner, staff } from './testing';

const h = useTestApp();

describe("partners' messages in the back office", () => {
  it('lists them newest first, with the partner and the language they wrote in', async () => {
    const { token } = await staff(h, ['messages:read']);
    const writer = await partner(h);
    const db = h.database.db;
    await addChatMessage(db, { userId: writer.id, body: 'First', lang: 'en', now: h.clock.now() });
    h.clock.advance(60);
    await addChatMessage(db, {
      userId: writer.id,
      body: 'Bonjour',
      lang: 'fra',
      now: h.clock.now(),
    });
    const res = await h.get<Page<VisitorMessage>>('/backoffice/messages?limit=10', { token });
    expect(res.body.data?.list.slice(0, 2)).toMatchObject([
      { body: 'Bonjour', lang: 'fra', partner: { id: writer.id } },
      { body: 'First', lang: 'en' },
    ]);
    expectRefusal(await h.get('/backoffice/messages?page=0', { token }));
  });
});

describe('site settings in the back office', () => {
  it('answers every layout setting in every language stored', async () => {
    const { token } = await staff(h, ['settings:write']);
    const res = await h.get<SiteSettings>('/backoffice/settings', { token });
    expect(res.body.data?.copyright.ara).toBe(
      '© 2026 \u2066DCN Networks Co., Ltd.\u2069 جميع الحقوق محفوظة.',
    );
    expect(res.body.data?.chat_url).toEqual({ en: '/chat/' });
  });

  it('saves the settings given, which the layout shows at once, with one audit row', async () => {
    const { token, id } = await staff(h, ['settings:write']);
    const before = (await h.get<SiteSettings>('/backoffice/settings', { token })).body.data;
    const copyright = {
      en: '© 2027 DCN Networks',
      fra: '© 2027 DCN Networks, tous droits réservés',
    };
    const res = await h.post<SiteSettings>(
      '/backoffice/settings/save',
      { copyright, filing_number: { en: 'ICP 2027-1', ru: '' } },
      { token, lang: 'fra' },
    );
    expect(res.body).toMatchObject({ code: 1, msg: 'Les paramètres ont été enregistrés.' });
    expect(res.body.data?.copyright).toEqual(copyright);
    expect(res.body.data?.filing_number).toEqual({ en: 'ICP 2027-1' });
    expect(res.body.data?.site_name).toEqual(before?.site_name);

    const layout = async (lang: string) =>
      (await h.get<Layout>('/layout', { lang })).body.data?.sysConifg;
    expect((await layout('fra'))?.copyright).toBe(copyright.fra);
    expect((await layout('kor'))?.copyright).toBe(copyright.en);

    const [audit] = await auditRows(h);
    expect(audit).toMatchObject({
      actorId: id,
      action: 'settings.save',
      targetType: 'site_settings',
      before: { copyright: before?.copyright, filing_number: before?.filing_number },
      after: { copyright, filing_number: { en: 'ICP 2027-1' } },
    });
  });

  it('refuses a chat address the layout would hide, unknown languages and empty saves', async () => {
    const { token } = await staff(h, ['settings:write']);
    const audit = (await auditRows(h)).length;
    const bad = [
      { chat_url: { en: '//evil.example.com/' } },
      { chat_url: { en: '/chat/', ara: 'javascript:alert(1)' } },
      { copyright: { en: 'x', de: 'Alle Rechte' } },
      { copyright: { fra: 'sans anglais' } },
      { copyright: { en: 'x'.repeat(501) } },
      { copyright: 'text' },
      {},
    ];
    for (const body of bad) {
      expectRefusal(await h.post('/backoffice/settings/save', body, { token }));
    }
    const chat = await h.post('/backoffice/settings/save', bad[0], { token });
    expect(chat.body.msg).toBe(
      'The chat address must be empty, an http(s) address or a path on this site.',
    );
    // The site's name and copyright line show on every page: their English may not be empty.
    for (const key of ['site_name', 'copyright']) {
      const empty = await h.post('/backoffice/settings/save', { [key]: { en: '  ' } }, { token });
      expectRefusal(empty);
      expect(empty.body.msg).toBe(
        key === 'site_name' ? 'Please fill in “Site name”.' : 'Please fill in “Copyright”.',
      );
    }
    expect(await auditRows(h)).toHaveLength(audit);
    const settings = await h.get<SiteSettings>('/backoffice/settings', { token });
    expect(settings.body.data?.chat_url).toEqual({ en: '/chat/' });
    expect(settings.body.data?.site_name.en).not.toBe('');
  });
});
