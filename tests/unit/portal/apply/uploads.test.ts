import { describe, expect, it } from 'vitest';
import { builtinFormRuntime } from '../../../../schema-adapters';
import { newSignatures } from '../../../../src/pages/apply/signatures';
import { refusalOf } from '../../../../renderers/media/uploadFailure';
import { fieldOfPath, isPortraitField, makeUploadFile, portraitProblem } from '../../../../src/pages/apply/uploads';

const fields = [
  { id: '1', field: 'photo', type: 8 },
  { id: '2', field: 'certificate', type: 8 },
  { id: '3', field: 'head_portrait', type: 8 },
  { id: '4', field: 'sign', type: 12 },
];

describe('uploads', () => {
  it('finds the field of a form path, also inside repeating rows, each column in its own group', () => {
    const column = { columnTable: { isInColumnTable: 1 } };
    const grouped = [
      ...fields,
      { id: '10', field: 'education', type: 1 },
      { id: '11', field: 'certificate', type: 8, pid: '10', condition: column },
      { id: '20', field: 'work', type: 1 },
      { id: '21', field: 'certificate', type: 8, pid: '20', condition: column },
    ];
    expect(fieldOfPath(grouped, 'photo')?.id).toBe('1');
    expect(fieldOfPath(grouped, 'certificate')?.id).toBe('2');
    expect(fieldOfPath(grouped, 'education.0.certificate')?.id).toBe('11');
    expect(fieldOfPath(grouped, 'work.3.certificate')?.id).toBe('21');
    expect(fieldOfPath(grouped, 'nothing')).toBeUndefined();
    expect(fieldOfPath([{ id: '1', field: 'broken' }], 'broken')).toBeUndefined();
  });

  it('routes portraits and checks their type and size', () => {
    expect(isPortraitField(fields[2])).toBe(true);
    expect(isPortraitField({ id: '9', field: 'x', condition: { portrait: 1 } })).toBe(true);
    expect(isPortraitField(fields[0])).toBe(false);
    expect(portraitProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('type');
    expect(portraitProblem({ name: 'a.png', type: 'image/png', size: 6 * 1024 * 1024 })).toBe('size');
    expect(portraitProblem({ name: 'a.JPG', type: '', size: 1000 })).toBeNull();
  });

  it('sends each newly drawn signature once', () => {
    const dataUrl = 'data:image/png;base64,AAAA';
    expect(newSignatures(builtinFormRuntime, fields, { sign: dataUrl }, new Set())).toEqual([{ id: '4', dataUrl }]);
    expect(newSignatures(builtinFormRuntime, fields, { sign: dataUrl }, new Set([dataUrl]))).toEqual([]);
    expect(newSignatures(builtinFormRuntime, fields, { sign: '/v1/public/file/abc' }, new Set())).toEqual([]);
  });

  it('refuses a wrong portrait as a refusal with its reason, which the upload field shows without a Retry', async () => {
    const upload = makeUploadFile(fields, { menuId: 1, lang: 'en' }, (problem) => `portrait ${problem}`);
    const gif = new File(['GIF89a'], 'me.gif', { type: 'image/gif' });
    const failure = await upload(gif, { field: 'head_portrait', onProgress: () => undefined }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusalOf(failure)).toBe('portrait type');
  });
});
