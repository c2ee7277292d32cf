import { describe, expect, it } from 'vitest';
import { hasContact, nationalMobile, parseContact, userContactText } from '../../../../src/pages/activity/contacts';
import { contactInValues, prefillFromUser } from '../../../../src/pages/activity/formContacts';
import { placesLeft } from '../../../../src/pages/activity/places';
import { builtinFieldTypes, createFormRuntime } from '../../../../schema-adapters';

const fields = createFormRuntime({ fieldTypes: builtinFieldTypes }).parse([
  { id: 1, field: 'name', name: 'Name', type: 1, required: 1 },
  { id: 2, field: 'mobile', name: 'Mobile', type: 13, required: 1 },
  { id: 3, field: 'email', name: 'E-mail', type: 1, nature: 5 },
]);

describe('activity contacts', () => {
  it('reads one "phone or e-mail" box as a phone number or an e-mail address, else nothing', () => {
    expect(parseContact(' Guest@Example.com ')).toEqual({ email: 'guest@example.com' });
    expect(parseContact('138-0013 8000')).toEqual({ mobile: '13800138000' });
    for (const bad of ['', 'abc', '12', 'guest@', '1380013800a']) expect(parseContact(bad), bad).toBeNull();
  });

  it('finds the contact in sign-up values: the phone number and the e-mail field', () => {
    expect(contactInValues(fields, { name: 'A', mobile: { code: '+86', number: '138 0013 8000' }, email: 'A@B.CN' })).toEqual({ mobile: '13800138000', email: 'a@b.cn' });
    expect(contactInValues(fields, { name: 'A', mobile: { code: '+86', number: '' } })).toEqual({});
    expect(hasContact(contactInValues(fields, { name: 'A' }))).toBe(false);
    expect(hasContact({ email: 'a@b.cn' })).toBe(true);
  });

  it("prefills the phone and e-mail fields from a signed-in account, the country code taken off the number", () => {
    const user = { mobile: '+8613800138000', phone_code: '+86', email: 'demo@scu.example.com' };
    expect(nationalMobile(user)).toBe('13800138000');
    expect(prefillFromUser(fields, user)).toEqual({ mobile: { code: '+86', number: '13800138000' }, email: 'demo@scu.example.com' });
    expect(prefillFromUser(fields, { mobile: null, phone_code: null, email: 'demo@scu.example.com' })).toEqual({ email: 'demo@scu.example.com' });
    expect(prefillFromUser(fields, null)).toEqual({});
    expect(userContactText(user)).toBe('13800138000');
    expect(userContactText({ mobile: null, phone_code: null, email: 'x@y.cn' })).toBe('x@y.cn');
  });

  it('counts the places left, none below zero, and no limit for capacity 0', () => {
    expect(placesLeft({ capacity: 200, signed_count: 3 })).toBe(197);
    expect(placesLeft({ capacity: 2, signed_count: 5 })).toBe(0);
    expect(placesLeft({ capacity: 0, signed_count: 9 })).toBeNull();
  });
});
