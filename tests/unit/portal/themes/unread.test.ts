import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import sc from '../../../../locales/sc.json';
import tc from '../../../../locales/tc.json';
import { footerContact } from '../../../../src/app/layout/footerContact';

async function translator(lng: 'sc' | 'tc' | 'en') {
  const instance = createInstance();
  await instance.init({ lng, resources: { sc: { translation: sc }, tc: { translation: tc }, en: { translation: en } }, interpolation: { escapeValue: false } });
  return instance.t.bind(instance);
}

describe('the unread warning', () => {
  it('keeps the spec wording in sc and says the same in tc and en', async () => {
    expect((await translator('sc'))('portal.header.unreadWarning', { count: 3 })).toBe('您有3条未读消息');
    expect((await translator('tc'))('portal.header.unreadWarning', { count: 3 })).toBe('您有3條未讀消息');
    expect((await translator('en'))('portal.header.unreadWarning', { count: 12 })).toBe('You have 12 unread messages');
  });
});

describe('footer contact details', () => {
  it('picks texts in the language and keeps only web addresses as the website', () => {
    const contact = { email: ' a@b.example ', phone: '010-1', address: { sc: '北京', en: 'Beijing' }, website: 'javascript:alert(1)' };
    expect(footerContact(contact, 'en')).toEqual({ email: 'a@b.example', phone: '010-1', address: 'Beijing', website: '' });
    expect(footerContact({ ...contact, url: 'https://x.example' , website: undefined }, 'sc')).toMatchObject({ address: '北京', website: 'https://x.example' });
    expect(footerContact(null, 'sc')).toEqual({ email: '', phone: '', address: '', website: '' });
  });
});
