import { describe, expect, it } from 'vitest';
import { AutosizeTextarea, textareaParts } from '../../../../renderers/controls/autosize';

describe('textareaParts', () => {
  it("loads MUI's measuring textarea only for an editable form in a browser that cannot size a textarea itself", () => {
    expect(textareaParts('edit', false)).toEqual([AutosizeTextarea.part]);
    expect(textareaParts('edit', true)).toEqual([]);
    expect(textareaParts('preview', false)).toEqual([]);
  });
});
