import { describe, expect, it } from 'vitest';
import { LOCALES, translate, validateModule } from '../../../../schema-adapters/index';
import { adaptOne, validatorOf } from './helpers';

describe('adaptModule: type 8 upload', () => {
  it('defaults to image types when show_mode is image', () => {
    const { property, options } = adaptOne({ type: 8, condition: { show_mode: 'image' } });
    expect(property).toMatchObject({ type: 'array', files: { types: ['jpg', 'jpeg', 'png'], maxCount: 1 } });
    expect(options.accept).toEqual(['jpg', 'jpeg', 'png']);
  });

  it('without file_type takes both the image and the file types', () => {
    const { property } = adaptOne({ type: 8 });
    expect((property.files as { types: string[] }).types).toEqual(['jpg', 'jpeg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'pdf', 'ppt', 'pptx', 'txt', 'zip', 'rar', '7z', 'mp4']);
  });

  it('without file_type accepts a png as well as a pdf', () => {
    const fields = [{ id: 1, field: 'proof', type: 8, required: 1 }];
    for (const name of ['scan.png', 'scan.pdf']) {
      expect(validateModule(fields, { proof: [{ name, url: '/v1/public/file/abcdefgh12', uid: 'abcdefgh12' }] }, { locale: 'en' })).toEqual([]);
    }
    expect(validateModule(fields, { proof: [{ name: 'run.exe', url: '/v1/public/file/abcdefgh12', uid: 'abcdefgh12' }] }, { locale: 'en' })).toMatchObject([{ field: 'proof', keyword: 'files' }]);
  });

  it('takes file_type, file_size and upload_sample, and lists the example files', () => {
    const files = [{ name: 'template.docx', url: '/t.docx' }];
    const { property, options } = adaptOne({ type: 8, condition: { file_type: ['.PDF', 'doc'], file_size: 5, upload_sample: 3, files } });
    expect(property.files).toEqual({ types: ['pdf', 'doc'], maxCount: 3, maxSizeMB: 5 });
    expect(options).toMatchObject({ maxCount: 3, maxSizeMB: 5, examples: files, accept: ['pdf', 'doc'] });
  });

  it('allows one file by default', () => {
    const valid = validatorOf(adaptOne({ type: 8, condition: { file_type: ['pdf'] } }).module.schema);
    const file = (n: number) => ({ name: `${n}.pdf`, url: `/${n}.pdf` });
    expect(valid({ f: [file(1)] })).toBe(true);
    expect(valid({ f: [file(1), file(2)] })).toBe(false);
  });

  it('has no examples when none are given', () => {
    expect(adaptOne({ type: 8 }).options.examples).toEqual([]);
  });
});

describe('adaptModule: type 9 matrix', () => {
  const item = [{ sc: '行1', tc: '行1', en: 'Row 1' }, { sc: '行2', tc: '行2', en: 'Row 2', value: 'r2' }];
  const option = [{ sc: '差', tc: '差', en: 'Poor' }, { sc: '中', tc: '中', en: 'Fair' }, { sc: '好', tc: '好', en: 'Good' }];

  it('takes the rows as keys, each answering 1..columns', () => {
    const { property, options } = adaptOne({ type: 9, item, condition: { option } });
    expect(property).toMatchObject({
      type: 'object',
      additionalProperties: { type: 'integer', minimum: 1, maximum: 3 },
      propertyNames: { enum: ['0', 'r2'] },
    });
    expect(options.columns).toEqual(['Poor', 'Fair', 'Good']);
    expect(options.rows).toEqual([
      { value: '0', label: 'Row 1' },
      { value: 'r2', label: 'Row 2' },
    ]);
  });

  it('accepts answers 1..columns only', () => {
    const valid = validatorOf(adaptOne({ type: 9, item, condition: { option } }).module.schema);
    expect(valid({ f: { '0': 1, r2: 3 } })).toBe(true);
    expect(valid({ f: { '0': 0 } })).toBe(false);
    expect(valid({ f: { '0': 4 } })).toBe(false);
    expect(valid({ f: { r9: 1 } })).toBe(false);
  });

  it('when required, needs every row answered', () => {
    const valid = validatorOf(adaptOne({ type: 9, item, required: 1, condition: { option } }).module.schema);
    expect(valid({ f: { '0': 1 } })).toBe(false);
    expect(valid({ f: { '0': 1, r2: 2 } })).toBe(true);
  });
});

describe('adaptModule: types 11 to 15', () => {
  it('11 video carries file_duration as maxDuration', () => {
    const { property, options } = adaptOne({ type: 11, condition: { file_duration: 180 } });
    expect(property.files).toMatchObject({ types: ['mp4', 'webm', 'mov'], maxDuration: 180, maxCount: 1 });
    expect(options).toMatchObject({ fieldType: 'video', duration: 180 });
  });

  it('12 signature is a string with the signature keyword', () => {
    const { property, options } = adaptOne({ type: 12 });
    expect(property).toEqual({ type: 'string', signature: true });
    expect(options.fieldType).toBe('signature');
  });

  it('13 phone offers +86 by default but puts nothing in the data until the applicant types', () => {
    const { property, module, options } = adaptOne({ type: 13 });
    expect(property).toMatchObject({ type: 'object', phone: true });
    expect(property).not.toHaveProperty('notEmpty');
    expect(module.data).toEqual({});
    expect(options.defaultCode).toBe('+86');
    expect(options.fieldType).toBe('phone');
  });

  it('13 phone when required needs code and number', () => {
    const { property, module } = adaptOne({ type: 13, required: 1 });
    expect(property.notEmpty).toEqual(['code', 'number']);
    const valid = validatorOf(module.schema);
    expect(valid({ f: { code: '+86', number: '' } })).toBe(false);
    expect(valid({ f: { code: '+86', number: '13800138000' } })).toBe(true);
  });

  it('13 phone lists the country codes of its options', () => {
    const item = [{ sc: '中国', tc: '中國', en: 'China', phone_code: '+86' }, { sc: '香港', tc: '香港', en: 'Hong Kong', phone_code: '+852' }];
    expect(adaptOne({ type: 13, item }).options.codes).toEqual([
      { value: '0', label: 'China', phoneCode: '+86' },
      { value: '1', label: 'Hong Kong', phoneCode: '+852' },
    ]);
  });

  it.each(LOCALES)('14 rich text is a Label with the html in %s and no data', (locale) => {
    const htmlContent = { sc: '<p>简</p>', tc: '<p>繁</p>', en: '<p>en</p>' };
    const { element, properties, module } = adaptOne({ type: 14, required: 1, condition: { htmlContent } }, locale);
    expect(element.type).toBe('Label');
    expect(element.options?.html).toBe(htmlContent[locale]);
    expect(element.options?.fieldType).toBe('richText');
    expect(properties).toEqual({});
    expect(module.data).toEqual({});
    expect(module.schema.required).toBeUndefined();
  });

  it('15 levels carries the option tree', () => {
    const item = [{ sc: 'A', tc: 'A', en: 'A', children: [{ sc: 'A1', tc: 'A1', en: 'A1', value: 'a1' }] }, { sc: 'B', tc: 'B', en: 'B' }];
    const { property, options, module } = adaptOne({ type: 15, item });
    expect(property).toMatchObject({ type: 'array', levelPath: { tree: [{ value: '0', children: [{ value: 'a1' }] }, { value: '1' }] } });
    expect(options.items).toEqual([{ value: '0', label: 'A', children: [{ value: 'a1', label: 'A1' }] }, { value: '1', label: 'B' }]);
    const valid = validatorOf(module.schema);
    expect(valid({ f: ['0', 'a1'] })).toBe(true);
    expect(valid({ f: ['0'] })).toBe(false);
  });
});

describe('adaptModule: unknown field types', () => {
  it.each([10, 99, '77'])('type %s becomes a visible unsupported Label in every locale, without data', (type) => {
    for (const locale of LOCALES) {
      const { element, properties, module } = adaptOne({ type, required: 1 }, locale);
      expect(element.type).toBe('Label');
      expect(element.rule).toBeUndefined();
      expect(element.options?.fieldType).toBe('unsupported');
      expect(element.text).toBe(translate(locale, 'field.unsupported', { type: Number(type) }));
      expect(element.text).toContain(String(type));
      expect(properties).toEqual({});
      expect(module.data).toEqual({});
      expect(module.schema.required).toBeUndefined();
    }
  });

  it('the unsupported text differs per locale', () => {
    const texts = LOCALES.map((locale) => adaptOne({ type: 10 }, locale).element.text);
    expect(new Set(texts).size).toBe(3);
  });
});
