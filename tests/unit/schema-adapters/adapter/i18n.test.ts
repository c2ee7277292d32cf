import { describe, expect, it } from 'vitest';
import { adaptModule } from '../../../../schema-adapters/index';
import { adaptOne } from './helpers';

describe('adaptModule: texts in the locale with fallback sc → en → tc', () => {
  it('name {en} only is used in tc and sc', () => {
    expect(adaptOne({ type: 1, name: { en: 'Only English' } }, 'tc').element.label).toBe('Only English');
    expect(adaptOne({ type: 1, name: { en: 'Only English' } }, 'sc').element.label).toBe('Only English');
  });

  it('name {tc} only is used in en', () => {
    expect(adaptOne({ type: 1, name: { tc: '只有繁體' } }, 'en').element.label).toBe('只有繁體');
  });

  it('a missing en name falls back to sc before tc', () => {
    expect(adaptOne({ type: 1, name: { sc: '简', tc: '繁' } }, 'en').element.label).toBe('简');
  });

  it('a missing tc name falls back to sc before en', () => {
    expect(adaptOne({ type: 1, name: { sc: '简', en: 'en' } }, 'tc').element.label).toBe('简');
  });

  it('an empty-string translation falls back too', () => {
    expect(adaptOne({ type: 1, name: { sc: '简', tc: '', en: 'en' } }, 'tc').element.label).toBe('简');
  });

  it('a plain string name is the label in every locale', () => {
    for (const locale of ['sc', 'tc', 'en'] as const) expect(adaptOne({ type: 1, name: 'Same' }, locale).element.label).toBe('Same');
  });

  it('desc, remark and tips become placeholder, remark and tips in the locale', () => {
    const raw = { type: 1, desc: { sc: '请输入', en: 'Type here' }, remark: { tc: '備註' }, tips: { sc: '提示', tc: '提示', en: 'Hint' } };
    expect(adaptOne(raw, 'en').options).toMatchObject({ placeholder: 'Type here', remark: '備註', tips: 'Hint' });
    expect(adaptOne(raw, 'tc').options).toMatchObject({ placeholder: '请输入', remark: '備註', tips: '提示' });
  });

  it('leaves out empty placeholder, remark and tips', () => {
    const { options } = adaptOne({ type: 1 });
    expect(options).not.toHaveProperty('placeholder');
    expect(options).not.toHaveProperty('remark');
    expect(options).not.toHaveProperty('tips');
  });

  it('option labels and tips use the same fallback', () => {
    const item = [{ en: 'Yes only', tips: { tc: '繁提示' } }, { sc: '否', tc: '否', en: 'No' }];
    expect(adaptOne({ type: 3, item }, 'sc').options.items).toEqual([
      { value: '0', label: 'Yes only', tips: '繁提示' },
      { value: '1', label: '否' },
    ]);
  });

  it('an istitle element is a title Label in the locale', () => {
    const module = adaptModule([{ id: 1, field: 't', type: 1, istitle: 1, name: { sc: '基本', en: 'Basics' } }], { locale: 'en' });
    expect(module.uischema.elements?.[0]).toMatchObject({ type: 'Label', text: 'Basics', options: { fieldType: 'title' } });
    expect(module.schema.properties).toEqual({});
  });
});
