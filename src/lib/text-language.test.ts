import { describe, expect, it } from 'vitest';
import { foreignLanguageOf, textOfHtml } from './text-language';

const english =
  'The S5750E series are gigabit access switches for enterprise networks, with 10G uplinks and full layer 3 routing.';

describe('texts in another language than the page', () => {
  it('mark English inside an Arabic page as English, left to right', () => {
    expect(foreignLanguageOf(english, 'ara')).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('mark Arabic inside an English page as Arabic, right to left', () => {
    expect(
      foreignLanguageOf('محولات الوصول من سلسلة S5750E مناسبة لشبكات المؤسسات الكبيرة', 'en'),
    ).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it('mark English inside Russian and Korean pages', () => {
    expect(foreignLanguageOf(english, 'ru')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(foreignLanguageOf(english, 'kor')).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('tell English from the language of a page in Latin script', () => {
    expect(foreignLanguageOf(english, 'fra')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(foreignLanguageOf(english, 'vie')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(
      foreignLanguageOf(
        'Les commutateurs de la série S5750E sont des commutateurs d’accès pour les réseaux des entreprises, avec des liaisons 10G.',
        'fra',
      ),
    ).toBeNull();
    expect(
      foreignLanguageOf(
        'Los conmutadores de la serie S5750E son conmutadores de acceso para las redes de las empresas, con enlaces de 10G.',
        'spa',
      ),
    ).toBeNull();
  });

  it('leave alone a text in the page language with model numbers in it', () => {
    expect(
      foreignLanguageOf(
        'تدعم المحولات S5750E-28X-SI و S5750E-52X-SI توجيه الطبقة الثالثة الكامل',
        'ara',
      ),
    ).toBeNull();
    expect(foreignLanguageOf('Коммутаторы S5750E-28X-SI для корпоративных сетей', 'ru')).toBeNull();
  });

  it('leave alone names and model numbers too short to tell', () => {
    expect(foreignLanguageOf('S5750E-28X-SI', 'ara')).toBeNull();
    expect(foreignLanguageOf('Harbour Networks', 'ara')).toBeNull();
  });

  it('read the text of server HTML', () => {
    expect(textOfHtml('<p>Fast &amp; <b>quiet</b></p>').trim().split(/\s+/)).toEqual([
      'Fast',
      'quiet',
    ]);
  });
});
